import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brokenText } from '../../../src/server/http/validate';
import { opsHeaders, startTestApp, type TestApp } from '../helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

describe('text with NUL or broken characters', () => {
  it('is found at any depth, in values and keys, without recursion', () => {
    expect(brokenText({ a: 'fine', b: ['ok', { c: 'x\u0000y' }] })).toBe('b.1.c');
    expect(brokenText({ nick: 'half \uD83D pair' })).toBe('nick');
    expect(brokenText({ nick: 'lone \uDE00 low' })).toBe('nick');
    expect(brokenText({ nick: 'whole 😀 pair, 中文' })).toBeUndefined();
    expect(brokenText({ ['bad\u0000key']: 1 })).toBe('bad\u0000key');
  });

  it('is refused with a 400 naming the field, and nothing is stored (template parameters)', async () => {
    const res = await t.app.inject({ method: 'PATCH', url: '/ops/template/parameters', headers: opsHeaders, payload: { title: 'Demo\u0000Gaming' } });
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ errorCode: 'validation.failed', data: { issues: [{ field: 'title' }] } });
    const template = JSON.parse((await t.app.inject({ url: '/wps/system/templates?domain=localhost&url=http%3A%2F%2Flocalhost%2Fm%2Fhome&device=MOBILE' })).body).value;
    expect(template.parameters.title).not.toContain('\u0000');
  });
});
