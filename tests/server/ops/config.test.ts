import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSettingsSchema } from '../../../src/api/endpoints/system/register-settings';
import { consolidatedSettingsSchema } from '../../../src/api/endpoints/system/settings-consolidated';
import { systemStatusSchema } from '../../../src/api/endpoints/system/status';
import { templateSchema } from '../../../src/api/endpoints/system/templates';
import { whitelabelSchema } from '../../../src/api/endpoints/system/whitelabel';
import { opsHeaders, startTestApp, type TestApp } from '../helpers';
import { appDeps } from '../../../src/server/app';
import { fieldValueMatches } from '../../../src/server/services/field-pattern';
import { DEFAULT_REGISTER_SETTINGS, PASSWORD_PATTERN } from '../../../src/server/seed/register-settings';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => t.close());

const get = async (url: string) => JSON.parse((await t.app.inject({ url })).body).value;
const send = (method: 'PATCH' | 'PUT' | 'POST', url: string, payload: unknown) => t.app.inject({ method, url, headers: opsHeaders, payload: payload as object });

describe('operator configuration', () => {
  it('PATCH /ops/whitelabel changes only the given switches', async () => {
    const res = await send('PATCH', '/ops/whitelabel', { MOBILEVERIFYLOGIN3: false, NEWFLAG3: true });
    expect(res.statusCode).toBe(200);
    const w = whitelabelSchema.parse(await get('/wps/system/whitelabel'));
    expect(w).toMatchObject({ MOBILEVERIFYLOGIN3: false, NEWFLAG3: true, USERNAMEREG3: true });
    expect((await send('PATCH', '/ops/whitelabel', { lower: true })).statusCode).toBe(400);
    expect((await send('PATCH', '/ops/whitelabel', { CBS3: 'yes' })).statusCode).toBe(400);
    expect((await send('PATCH', '/ops/whitelabel', {})).statusCode).toBe(400);
  });

  it('PATCH /ops/template/parameters sets and removes parameters', async () => {
    await send('PATCH', '/ops/template/parameters', { title: 'Renamed', favicon: null });
    const tpl = templateSchema.parse(await get('/wps/system/templates'));
    expect(tpl.parameters.title).toBe('Renamed');
    expect(tpl.parameters.favicon).toBeUndefined();
    expect((await send('PATCH', '/ops/template/parameters', { title: 5 })).statusCode).toBe(400);
  });

  it('the currency symbol and its side come from the template (F or anything else: before; B: after)', async () => {
    const settings = async () => consolidatedSettingsSchema.parse(await get('/wps/system/settings/consolidated'));
    expect(await settings()).toMatchObject({ currencySymbol: '¥', currencyPosition: 'F' });
    await send('PATCH', '/ops/template/parameters', { currency_symbol: '₫', currency_position: 'B' });
    expect(await settings()).toMatchObject({ currencySymbol: '₫', currencyPosition: 'B' });
    await send('PATCH', '/ops/template/parameters', { currency_position: '' });
    expect((await settings()).currencyPosition).toBe('F');
    await send('PATCH', '/ops/template/parameters', { currency_symbol: null, currency_position: null });
  });

  it('refuses a registration pattern that can backtrack exponentially; every seeded pattern reads 10,000 characters at once (linear, not exponential, time)', async () => {
    const res = await send('PATCH', '/ops/register-settings', { fields: { nickname: { pattern: '^(a+)+$' } } });
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body).message).toMatch(/fields\.nickname\.pattern: it can take exponential time/);
    const settings = registerSettingsSchema.parse(await get('/wps/system/setting/register'));
    expect(settings.fields.nickname.pattern).not.toBe('^(a+)+$');
    for (const [field, rule] of Object.entries(settings.fields)) {
      if (!rule.pattern) continue;
      for (const input of ['a'.repeat(10_000), `${'a'.repeat(9_999)}!`, '1'.repeat(10_000)]) {
        // Not a benchmark: an exponential pattern would take hours on this input, a linear one
        // a few milliseconds. Best of five under a bound a loaded test machine cannot reach (it
        // reached 5 ms once) tells the two apart without timing the engine.
        const times = [0, 1, 2, 3, 4].map(() => {
          const started = performance.now();
          fieldValueMatches({ pattern: rule.pattern }, input);
          return performance.now() - started;
        });
        expect({ field, linear: Math.min(...times) < 100 }).toEqual({ field, linear: true });
      }
    }
  });

  it('refuses a pattern the linear-time engine cannot run (lookahead, backreference) and says what to write instead', async () => {
    for (const pattern of ['^(?=.*\\d)\\w{6,20}$', '^(a)\\1$', '^(?<!x)a$']) {
      const res = await send('PATCH', '/ops/register-settings', { fields: { password: { pattern } } });
      expect({ pattern, status: res.statusCode }).toEqual({ pattern, status: 400 });
      expect(JSON.parse(res.body).message).toMatch(/fields\.password\.pattern: it uses syntax the linear-time pattern engine cannot run.*minLength/);
    }
    const settings = registerSettingsSchema.parse(await get('/wps/system/setting/register'));
    expect(settings.fields.password.pattern).toBe(PASSWORD_PATTERN);
  });

  it('the seeded password rule: letters and digits in any order, 6 to 20 printable characters', () => {
    const rule = DEFAULT_REGISTER_SETTINGS.password;
    for (const [value, passes] of [['abc123', true], ['1a2b3c', true], ['12345a', true], ['abcdef', false], ['123456', false], ['ab1', false],
      ['a1'.repeat(10), true], ['a1'.repeat(10) + 'x', false], ['abc 123', false], ['абв123', false]] as const) {
      expect({ value, passes: fieldValueMatches(rule, value) }).toEqual({ value, passes });
    }
  });

  it('PUT /ops/status: maintenance wins (status 1), region only is 2; maintenance stops logins', async () => {
    await send('PUT', '/ops/status', { maintenance: false, regionRestriction: true });
    expect(systemStatusSchema.parse(await get('/wps/system/status')).status).toBe(2);
    await send('PUT', '/ops/status', { maintenance: true, regionRestriction: true, info: { maintenanceMessage: 'Back at 10:00' } });
    const s = systemStatusSchema.parse(await get('/wps/system/status'));
    expect(s).toMatchObject({ status: 1, maintenance: true, info: { maintenanceMessage: 'Back at 10:00' } });
    const login = await t.app.inject({ method: 'POST', url: '/wps/session/login', payload: { data: 'x' }, headers: { encryption: 'x' } });
    expect(login.statusCode).toBe(503);
    expect(JSON.parse(login.body).message).toBe('System upgrading, please try again later.');
    await send('PUT', '/ops/status', { maintenance: false, regionRestriction: false });
    expect((await get('/wps/system/status')).status).toBe(0);
    expect((await send('PUT', '/ops/status', { maintenance: 'on' })).statusCode).toBe(400);
  });

  it('GET/PATCH /ops/register-settings with validation of fields and patterns', async () => {
    const res = await send('PATCH', '/ops/register-settings', { fields: { qqNum: { enabled: true, required: true } }, captcha: { enabled: false } });
    expect(res.statusCode).toBe(200);
    const s = registerSettingsSchema.parse(await get('/wps/system/setting/register'));
    expect(s.fields.qqNum).toMatchObject({ enabled: true, required: true });
    expect(s.captcha.enabled).toBe(false);
    expect((await send('PATCH', '/ops/register-settings', { fields: { shoeSize: { enabled: true } } })).statusCode).toBe(400);
    const badPattern = await send('PATCH', '/ops/register-settings', { fields: { qqNum: { pattern: '([' } } });
    expect(badPattern.statusCode).toBe(400);
    expect(JSON.parse(badPattern.body).message).toContain('fields.qqNum.pattern');
  });

  it('POST /ops/members creates a member who can be given a balance', async () => {
    const made = await send('POST', '/ops/members', { username: 'opsmade', password: 'opsmade1', type: 2, nickname: 'Made by ops' });
    expect(made.statusCode).toBe(201);
    expect((await send('POST', '/ops/members', { username: 'opsmade', password: 'opsmade1', type: 2 })).statusCode).toBe(409);
    const bal = await send('PUT', '/ops/members/opsmade/balance', { sumBalance: 42.1 });
    expect(JSON.parse(bal.body).value).toEqual({ username: 'opsmade', sumBalance: 42.1 });
    expect((await send('PUT', '/ops/members/nobody/balance', { sumBalance: 1 })).statusCode).toBe(404);
    expect((await send('PUT', '/ops/members/opsmade/balance', { sumBalance: -1 })).statusCode).toBe(400);
  });

  it('PATCH /ops/members/:username disables a member (sessions end, login refused) and re-enables', async () => {
    const { createSession } = await import('../../../src/server/auth/session');
    const id = (t.db.prepare("SELECT id FROM members WHERE username = 'opsmade'").get() as { id: number }).id;
    const { token } = await createSession(appDeps(t.app).store.db, id);
    const res = await send('PATCH', '/ops/members/opsmade', { disabled: true, clubLabel: 'VIP 9' });
    expect(JSON.parse(res.body).value).toMatchObject({ username: 'opsmade', disabled: true, clubLabel: 'VIP 9' });
    expect((await t.app.inject({ url: '/wps/member/info', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(401);
    expect((await send('PATCH', '/ops/members/opsmade', { banned: true })).statusCode).toBe(400);
    expect((await send('PATCH', '/ops/members/nobody', { disabled: true })).statusCode).toBe(404);
    expect(JSON.parse((await send('PATCH', '/ops/members/opsmade', { disabled: false })).body).value.disabled).toBe(false);
  });
});
