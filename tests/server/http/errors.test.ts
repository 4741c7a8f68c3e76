import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../../src/server/http/limits';
import { opsHeaders, startTestApp, type TestApp } from '../helpers';

let t: TestApp;
/** The SMS calls here are about envelopes and limits, not slider verification (tested on its own). */
const withoutSlider = (app: TestApp) => app.app.inject({ method: 'PATCH', url: '/ops/whitelabel', headers: opsHeaders, payload: { SLIDERVERF3: false } });
beforeAll(async () => {
  t = await startTestApp();
  await withoutSlider(t);
});
afterAll(async () => t.close());

describe('error envelopes', () => {
  it('malformed JSON is a 400 envelope, never a 500', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/wps/verification/sms/noLogin', headers: { 'content-type': 'application/json' }, payload: '{"mobileNum":' });
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ success: false, errorCode: 'request.invalid' });
  });

  it('failures fastify raises before routing keep the envelope (bad URL, over-long parameter)', async () => {
    for (const url of ['/ops/layouts/%E0%A4%A/versions', `/ops/layouts/${'x'.repeat(200)}/versions`]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(400);
      expect(JSON.parse(res.body)).toMatchObject({ success: false, errorCode: 'request.invalid', message: expect.stringMatching(/^Invalid request: /) });
    }
  });

  it('a wrong body type names the field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/wps/verification/sms/noLogin', payload: { mobileNum: 12345678, countryDialingCode: '63' } });
    expect(res.statusCode).toBe(400);
    const body = JSON.parse(res.body);
    expect(body.errorCode).toBe('validation.failed');
    expect(body.message).toMatch(/^Invalid mobileNum/);
  });

  it('an unexpected failure is a 500 "Unknown error" without a stack', async () => {
    const broken = await startTestApp();
    broken.db.exec('DROP TABLE countries');
    const res = await broken.app.inject({ url: '/wps/system/country' });
    await broken.close();
    expect(res.statusCode).toBe(500);
    expect(JSON.parse(res.body)).toEqual({ success: false, errorCode: 'unknown', message: 'Unknown error' });
    expect(res.body).not.toMatch(/at |SqliteError|countries/);
  });

  it('an unsupported content type is refused clearly', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/wps/verification/sms/noLogin', headers: { 'content-type': 'text/csv' }, payload: 'a,b' });
    expect(res.statusCode).toBe(415);
    expect(JSON.parse(res.body).errorCode).toBe('content.unsupported');
  });
});

describe('rate limits', () => {
  it('the SMS endpoint answers 429 after its per-minute budget, and not when limits are off', async () => {
    const limited = await startTestApp({ rateLimits: true });
    await withoutSlider(limited);
    const statuses: number[] = [];
    for (let i = 0; i < LIMITS.sms + 2; i += 1) {
      const res = await limited.app.inject({ method: 'POST', url: '/wps/verification/sms/noLogin', payload: { mobileNum: `91700000${10 + i}`, countryDialingCode: '63' } });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(JSON.parse(res.body)).toMatchObject({ success: false, errorCode: 'rate.limited' });
    }
    await limited.close();
    expect(statuses.slice(0, LIMITS.sms)).toEqual(Array(LIMITS.sms).fill(200));
    expect(statuses.slice(LIMITS.sms)).toEqual([429, 429]);

    for (let i = 0; i < LIMITS.sms + 2; i += 1) {
      const res = await t.app.inject({ method: 'POST', url: '/wps/verification/sms/noLogin', payload: { mobileNum: `91800000${10 + i}`, countryDialingCode: '63' } });
      expect(res.statusCode).toBe(200);
    }
  });
});
