import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsHeaders, startTestApp, type TestApp } from '../helpers';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => t.close());

const get = async (url: string, headers: Record<string, string> = opsHeaders) => {
  const res = await t.app.inject({ url, headers });
  return { status: res.statusCode, body: JSON.parse(res.body) };
};

describe('operators read what they change', () => {
  it('GET /ops/whitelabel and /ops/template/parameters answer the maps PATCH changes', async () => {
    await t.app.inject({ method: 'PATCH', url: '/ops/whitelabel', headers: opsHeaders, payload: { FREEPLAY3: false } });
    expect((await get('/ops/whitelabel')).body.value).toMatchObject({ FREEPLAY3: false, CHNGPASSMAIL3: true });
    await t.app.inject({ method: 'PATCH', url: '/ops/template/parameters', headers: opsHeaders, payload: { title: 'Renamed' } });
    expect((await get('/ops/template/parameters')).body.value).toMatchObject({ title: 'Renamed', primaryColor: '#f5b400' });
    expect((await get('/ops/whitelabel', {})).status).toBe(401);
    expect((await get('/ops/template/parameters', {})).status).toBe(401);
  });

  it('GET /ops/status answers the switches, the operator info and the derived info', async () => {
    await t.app.inject({ method: 'PUT', url: '/ops/status', headers: opsHeaders, payload: { maintenance: true, regionRestriction: false, info: { maintenanceMessage: 'Back at 6' } } });
    const { body } = await get('/ops/status');
    expect(body.value).toMatchObject({ status: 1, maintenance: true, regionRestriction: false, operatorInfo: { maintenanceMessage: 'Back at 6' } });
    expect(body.value.info).toMatchObject({ maintenanceMessage: 'Back at 6', mainDomain: expect.any(String) });
    expect((await get('/ops/status', {})).status).toBe(401);
  });
});

describe('status info', () => {
  it('carries the spec fields drawn from the merchant configuration', async () => {
    const { value } = (await get('/wps/system/status', {})).body;
    expect(Object.keys(value.info)).toEqual(expect.arrayContaining([
      'customerService', 'domainRoute', 'mobileTemplate', 'paths', 'register', 'resources', 'whitelabel', 'mainDomain', 'imageCDNs',
    ]));
    expect(value.info.customerService).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Telegram support', link: 'https://t.me/demo_gaming_support' })]));
    expect(value.info.resources).toEqual(expect.arrayContaining([{ resourceType: 'IOS', url: 'https://apps.demo.example/ios/demo-gaming.ipa' }]));
    expect(value.info.mobileTemplate).toMatchObject({ templateId: 'MOBILE-DARK-1' });
    expect(value.info.paths).toMatchObject({ mobile: '/m', api: '/wps' });
    expect(value.info.whitelabel).toMatchObject({ CHNGPASSMAIL3: true });
    expect(value.info.imageCDNs.length).toBeGreaterThan(0);
    expect(value.info.register.fields).toBeDefined();
  });
});
