import { describe, expect, it } from 'vitest';
import { getCaptcha } from '../../../src/api/endpoints/captcha';
import { getCountries } from '../../../src/api/endpoints/system/country';
import { getPublicKey } from '../../../src/api/endpoints/system/public-key';
import { getRegisterSettings } from '../../../src/api/endpoints/system/register-settings';
import { getConsolidatedSettings } from '../../../src/api/endpoints/system/settings-consolidated';
import { getSystemStatus } from '../../../src/api/endpoints/system/status';
import { getTemplate } from '../../../src/api/endpoints/system/templates';
import { getWhitelabel } from '../../../src/api/endpoints/system/whitelabel';
import { useLiveServer } from '../live-server';

const server = useLiveServer();

describe('system calls against the reference server', () => {
  it('templates: demo merchant with its string parameters', async () => {
    const t = await getTemplate({ domain: 'localhost', url: 'http://localhost/m/home' });
    expect(t.merchantCode).toBe('DEMO');
    expect(t.parameters).toMatchObject({ language: 'CN,EN', switch_register_button: '1', footer_nav: 'home,activity,invite,deposit,member,service', mem_cen: '1', dep_func: '1' });
  });

  it('templates: an unknown device is refused with 400 naming the field', async () => {
    const res = await fetch(`${server.url}/wps/system/templates?device=TOASTER`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, errorCode: 'validation.failed', message: expect.stringContaining('device') });
  });

  it('whitelabel: every agreed switch with demo defaults', async () => {
    const w = await getWhitelabel();
    expect(w).toMatchObject({ USERNAMEREG3: true, MOBILENUMREG3: true, REGMOBVERF3: false, FACEBOOKLOGIN3: false, GOOGLELOGIN3: false, MOBILEVERIFYLOGIN3: true, SLIDERVERF3: true, CBS3: true, FREEPLAY3: true });
    expect(Object.keys(w)).toHaveLength(26);
  });

  it('status: app mode by default, with the caller ip', async () => {
    const s = await getSystemStatus();
    expect(s).toMatchObject({ status: 0, maintenance: false, regionRestriction: false, location: { ip: '127.0.0.1' } });
  });

  it('public key is a PEM', async () => {
    expect((await getPublicKey()).publicKey).toMatch(/^-----BEGIN PUBLIC KEY-----/);
  });

  it('countries: at least 10 with digit dialing codes', async () => {
    const list = await getCountries();
    expect(list.length).toBeGreaterThanOrEqual(10);
    expect(list).toContainEqual({ code: 'CN', name: 'China', dialingCode: '86' });
  });

  it('register settings: every registration field of the spec, captcha on', async () => {
    const s = await getRegisterSettings();
    const fields = ['username', 'password', 'paymentPassword', 'mobileNum', 'verificationCode', 'idNumber', 'qqNum', 'facebook', 'wechat', 'line',
      'whatsapp', 'zalo', 'email', 'nickname', 'payeeName', 'recommenderId', 'birthday', 'affiliateCode'];
    expect(Object.keys(s.fields).sort()).toEqual([...fields].sort());
    expect(s.captcha.enabled).toBe(true);
    expect(new RegExp(s.fields.password.pattern).test('demo1234')).toBe(true);
    expect(new RegExp(s.fields.email.pattern).test('not-an-email')).toBe(false);
  });

  it('consolidated settings: languages and the download links', async () => {
    const s = await getConsolidatedSettings();
    expect(s.languages).toEqual(['CN', 'EN']);
    expect(s.downloadLinks.map((l) => l.resourceType)).toEqual(expect.arrayContaining(['IOS', 'Android', 'MOBILECONFIG']));
  });

  it('captcha: a data URL image with an id', async () => {
    const c = await getCaptcha();
    expect(c.image).toMatch(/^data:image\/svg\+xml;base64,/);
  });
});
