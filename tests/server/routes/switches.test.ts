import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptPayload } from '../../../src/api/encryption';
import { opsHeaders, startTestApp, type TestApp } from '../helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  // These flows are about their own switches; slider verification has its own test below.
  await t.app.inject({ method: 'PATCH', url: '/ops/whitelabel', headers: opsHeaders, payload: { SLIDERVERF3: false } });
});
afterAll(async () => t.close());

const setSwitches = (changes: Record<string, boolean>) => t.app.inject({ method: 'PATCH', url: '/ops/whitelabel', headers: opsHeaders, payload: changes });
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const phone = { mobileNum: '9176660000', countryDialingCode: '63' };

describe('flows follow their whitelabel switches', () => {
  it('SLIDERVERF3 asks for a solved slider before SMS codes; off, none is needed', async () => {
    await setSwitches({ SLIDERVERF3: true });
    const refused = await post('/wps/verification/sms/noLogin', { ...phone, mobileNum: '9176669999' });
    expect(JSON.parse(refused.body)).toMatchObject({ errorCode: 'slider.required', data: { field: 'sliderToken' } });
    await setSwitches({ SLIDERVERF3: false });
    expect((await post('/wps/verification/sms/noLogin', { ...phone, mobileNum: '9176669999' })).statusCode).toBe(200);
  });

  it('SMS login codes need MOBILEVERIFYLOGIN3', async () => {
    await setSwitches({ MOBILEVERIFYLOGIN3: false });
    const res = await post('/wps/verification/sms/noLogin', phone);
    expect(res.statusCode).toBe(403);
    expect(JSON.parse(res.body).errorCode).toBe('login.smsDisabled');
    const publicKey = JSON.parse((await t.app.inject({ url: '/wps/system/publicKey' })).body).value.publicKey;
    const sealed = await encryptPayload({ type: 'sms', ...phone, verificationCode: '123456' }, publicKey);
    const login = await t.app.inject({ method: 'POST', url: '/wps/session/login', headers: { encryption: sealed.encryption }, payload: { data: sealed.data } });
    expect(login.statusCode).toBe(403);
    expect(JSON.parse(login.body).errorCode).toBe('login.smsDisabled');
    await setSwitches({ MOBILEVERIFYLOGIN3: true });
    expect((await post('/wps/verification/sms/noLogin', phone)).statusCode).toBe(200);
  });

  it('registration codes need REGMOBVERF3 or MOBILENUMOTPVERFREG3', async () => {
    await setSwitches({ REGMOBVERF3: false, MOBILENUMOTPVERFREG3: false });
    expect(JSON.parse((await post('/wps/verification/sms/register', phone)).body).errorCode).toBe('register.smsDisabled');
    await setSwitches({ REGMOBVERF3: true });
    // A separate number: this one just had a login code, and the resend limit spans purposes.
    expect((await post('/wps/verification/sms/register', { ...phone, mobileNum: '9176660001' })).statusCode).toBe(200);
  });

  it('password-by-phone codes need CHNGPASSVERIF3', async () => {
    await setSwitches({ CHNGPASSVERIF3: false });
    expect(JSON.parse((await post('/wps/verification/sms/password', { ...phone, captcha: '1234', captchaId: 'x' })).body).errorCode).toBe('recovery.disabled');
  });

  it('registration: captcha can be switched off; REGMOBVERF3 makes username sign-ups prove a mobile number', async () => {
    const publicKey = JSON.parse((await t.app.inject({ url: '/wps/system/publicKey' })).body).value.publicKey;
    const register = async (payload: object) => {
      const sealed = await encryptPayload(payload, publicKey);
      const res = await t.app.inject({ method: 'PUT', url: '/wps/member/register', headers: { encryption: sealed.encryption }, payload: { data: sealed.data } });
      return { status: res.statusCode, body: JSON.parse(res.body) };
    };
    await t.app.inject({ method: 'PATCH', url: '/ops/register-settings', headers: opsHeaders, payload: { captcha: { enabled: false } } });
    await setSwitches({ REGMOBVERF3: false });
    expect((await register({ username: 'nocaptcha1', password: 'pass1234', confirmPassword: 'pass1234' })).status).toBe(200);

    await setSwitches({ REGMOBVERF3: true });
    const base = { username: 'withsms01', password: 'pass1234', confirmPassword: 'pass1234' };
    expect((await register(base)).body).toMatchObject({ errorCode: 'validation.failed', data: { field: 'mobileNum' } });
    const mobile = { mobileNum: '9177770000', countryDialingCode: '63' };
    expect((await register({ ...base, ...mobile, verificationCode: '000000' })).body.errorCode).toBe('sms.invalid');
    await post('/wps/verification/sms/register', mobile);
    const code = JSON.parse((await t.app.inject({ url: `/ops/test/sms/${mobile.mobileNum}`, headers: opsHeaders })).body).value.code;
    const made = await register({ ...base, ...mobile, verificationCode: code });
    expect(made.body.value).toMatchObject({ userName: 'withsms01', type: 0 });
  });
});
