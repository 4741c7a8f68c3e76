import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/errors';
import { checkAffiliate } from '../../../src/api/endpoints/affiliate/check';
import { getAffiliateLink } from '../../../src/api/endpoints/affiliate/link';
import { getTeamKpi } from '../../../src/api/endpoints/agent/team-kpi';
import { getCaptcha } from '../../../src/api/endpoints/captcha';
import { checkUsername } from '../../../src/api/endpoints/member/check-username';
import { getFundsConsolidated } from '../../../src/api/endpoints/member/funds-consolidated';
import { getMemberInfo } from '../../../src/api/endpoints/member/info';
import { changePassword } from '../../../src/api/endpoints/member/password-change';
import { recoverPasswordByEmail } from '../../../src/api/endpoints/member/password-email';
import { setPasswordByPhone } from '../../../src/api/endpoints/member/password-phone';
import { resetPasswordWithToken } from '../../../src/api/endpoints/member/password-reset';
import { issueResetToken } from '../../../src/server/services/password-reset';
import { appDeps } from '../../../src/server/app';
import { registerByMobile, registerByUsername } from '../../../src/api/endpoints/member/register';
import { getChatUnread, launchChat } from '../../../src/api/endpoints/messages/chat';
import { getInbox, markInboxRead } from '../../../src/api/endpoints/messages/inbox';
import { getInboxUnread } from '../../../src/api/endpoints/messages/inbox-unread';
import { getServiceVersions, serviceEntryLink } from '../../../src/api/endpoints/messages/service-versions';
import { startFreePlay } from '../../../src/api/endpoints/session/freeplay';
import { login } from '../../../src/api/endpoints/session/login';
import { requestLoginSms } from '../../../src/api/endpoints/verification/sms-no-login';
import { requestPasswordSms } from '../../../src/api/endpoints/verification/sms-password';
import { requestRegisterSms } from '../../../src/api/endpoints/verification/sms-register';
import { captchaAnswer, solvedSlider, useLiveServer } from '../live-server';

const server = useLiveServer();

async function failure(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof ApiError) return e;
    throw e;
  }
  throw new Error('expected the call to fail');
}
async function smsCode(mobile: string): Promise<string> {
  const res = await fetch(`${server.url}/ops/test/sms/${mobile}`, { headers: { authorization: 'Bearer test-ops-token-0123456789' } });
  return ((await res.json()) as { value: { code: string } }).value.code;
}
/** What a registration form holds once the player solved its captcha and its slider puzzle. */
async function solvedCaptcha() {
  const c = await getCaptcha();
  return { captchaId: c.captchaId, captcha: await captchaAnswer(server.url, c.captchaId), sliderToken: await solvedSlider(server.url) };
}
const slider = async () => ({ sliderToken: await solvedSlider(server.url) });

describe('registration', () => {
  it('username registration: rules, captcha and uniqueness are enforced, then the member is logged in', async () => {
    server.setToken(null);
    expect(await checkUsername('newbie01')).toEqual({ username: 'newbie01', available: true });
    const base = { username: 'newbie01', password: 'secret123', confirmPassword: 'secret123', email: '', nickname: 'Newbie' };
    expect(await failure(registerByUsername({ ...base, captchaId: 'nope', captcha: '1234', ...(await slider()) }))).toMatchObject({ status: 400, code: 'captcha.invalid' });
    expect(await failure(registerByUsername({ ...base, password: 'short', confirmPassword: 'short', ...(await solvedCaptcha()) }))).toMatchObject({
      status: 400, code: 'validation.failed', data: { field: 'password' },
    });
    expect(await failure(registerByUsername({ ...base, confirmPassword: 'other123', ...(await solvedCaptcha()) }))).toMatchObject({ message: 'confirmation incorrect' });
    expect(await failure(registerByUsername({ ...base, affiliateCode: 'NOSUCH1', ...(await solvedCaptcha()) }))).toMatchObject({ code: 'affiliate.invalid', message: 'invitation code error' });
    const made = await registerByUsername({ ...base, affiliateCode: 'AGENT01X', ...(await solvedCaptcha()) });
    expect(made).toMatchObject({ userName: 'newbie01', type: 0, firstTimeLogin: false });
    expect(await checkUsername('NEWBIE01')).toMatchObject({ available: false });
    expect(await failure(registerByUsername({ ...base, ...(await solvedCaptcha()) }))).toMatchObject({ code: 'username.taken', message: 'Sorry, the username already exists.' });
    server.setToken(made.token);
    expect(await getMemberInfo()).toMatchObject({ nickname: 'Newbie', type: 0 });
    server.setToken(null);
  });

  it('mobile registration with an SMS code, then SMS login; a second code within 60 s is refused', async () => {
    server.setToken(null);
    const phone = { mobileNum: '9175550001', countryDialingCode: '63' };
    const sent = await requestRegisterSms({ ...phone, ...(await slider()) });
    expect(sent.expirationTime).toBeGreaterThan(Date.now() + 55_000);
    expect(await failure(requestRegisterSms({ ...phone, ...(await slider()) }))).toMatchObject({ status: 429, code: 'sms.tooFrequent' });
    const payload = { ...phone, password: 'mobile123', confirmPassword: 'mobile123' };
    expect(await failure(registerByMobile({ ...payload, verificationCode: '000000x', ...(await solvedCaptcha()) }))).toMatchObject({ status: 400 });
    const made = await registerByMobile({ ...payload, verificationCode: await smsCode(phone.mobileNum), ...(await solvedCaptcha()) });
    expect(made.userName).toBe('m9175550001');
    expect(await failure(requestRegisterSms({ ...phone, ...(await slider()) }))).toMatchObject({ code: expect.stringMatching(/mobile.taken|sms.tooFrequent/) });

    // One code per number every 60 s whatever the purpose; pretend the minute has passed.
    expect(await failure(requestLoginSms({ ...phone, ...(await slider()) }))).toMatchObject({ status: 429, code: 'sms.tooFrequent' });
    server.db.prepare('UPDATE sms_codes SET sent_at = sent_at - 60000 WHERE mobile_num = ?').run(phone.mobileNum);
    await requestLoginSms({ ...phone, ...(await slider()) });
    // A leading + on the dialing code is accepted.
    const session = await login({ type: 'sms', ...phone, countryDialingCode: '+63', verificationCode: await smsCode(phone.mobileNum) });
    expect(session.userName).toBe('m9175550001');
  });

  it('slider verification: codes and registrations need a solved puzzle, each pass spent once per purpose', async () => {
    server.setToken(null);
    const phone = { mobileNum: '9175550077', countryDialingCode: '63' };
    expect(await failure(requestLoginSms(phone))).toMatchObject({ status: 400, code: 'slider.required', data: { field: 'sliderToken' } });
    expect(await failure(requestRegisterSms({ ...phone, sliderToken: 'made-up' }))).toMatchObject({ code: 'slider.required' });
    const pass = await solvedSlider(server.url);
    await requestRegisterSms({ ...phone, sliderToken: pass });
    server.db.prepare('UPDATE sms_codes SET sent_at = sent_at - 60000 WHERE mobile_num = ?').run(phone.mobileNum);
    expect(await failure(requestRegisterSms({ ...phone, sliderToken: pass }))).toMatchObject({ code: 'slider.required' });
    const { sliderToken: _spent, ...captcha } = await solvedCaptcha();
    const made = await registerByMobile({ ...phone, password: 'slide123', confirmPassword: 'slide123', verificationCode: await smsCode(phone.mobileNum), ...captcha, sliderToken: pass });
    expect(made.userName).toBe('m9175550077');
    expect(await failure(registerByUsername({ username: 'slider02', password: 'slide123', confirmPassword: 'slide123', ...captcha, sliderToken: pass }))).toMatchObject({ code: 'slider.required' });
  });

  it('bad SMS request input is a 400 naming the field', async () => {
    expect(await failure(requestLoginSms({ mobileNum: '12ab', countryDialingCode: '63' }))).toMatchObject({ status: 400, code: 'validation.failed', message: expect.stringContaining('mobileNum') });
  });
});

describe('passwords', () => {
  it('change password: confirmation, same password, wrong old, then success ends other sessions', async () => {
    server.setToken(null);
    const made = await registerByUsername({ username: 'changer1', password: 'first123', confirmPassword: 'first123', ...(await solvedCaptcha()) });
    const other = await login({ type: 'username', username: 'changer1', password: 'first123' });
    server.setToken(made.token);
    expect(await failure(changePassword({ oldPassword: 'first123', newPassword: 'second123', confirmNewPassword: 'x' }))).toMatchObject({ code: 'password.confirm' });
    expect(await failure(changePassword({ oldPassword: 'first123', newPassword: 'first123', confirmNewPassword: 'first123' }))).toMatchObject({ code: 'modify.new.old.same' });
    expect(await failure(changePassword({ oldPassword: 'wrong123', newPassword: 'second123', confirmNewPassword: 'second123' }))).toMatchObject({ code: 'password.old.incorrect' });
    expect(await changePassword({ oldPassword: 'first123', newPassword: 'second123', confirmNewPassword: 'second123' })).toBe(true);
    expect((await getMemberInfo()).userName).toBe('changer1');
    server.setToken(other.token);
    expect(await failure(getMemberInfo())).toMatchObject({ status: 401 });
    server.setToken(null);
    expect((await login({ type: 'username', username: 'changer1', password: 'second123' })).userName).toBe('changer1');
  });

  it('forgot by e-mail answers true for matching and unknown pairs; the link sets a new password, the old one works until then', async () => {
    server.setToken(null);
    await registerByUsername({ username: 'mailer01', password: 'mail1234', confirmPassword: 'mail1234', email: 'mailer01@demogaming.com', ...(await solvedCaptcha()) });
    expect(await recoverPasswordByEmail({ username: 'nobody', email: 'x@y.com' })).toBe(true);
    expect(await recoverPasswordByEmail({ username: 'mailer01', email: 'other@demogaming.com' })).toBe(true);
    expect((await login({ type: 'username', username: 'mailer01', password: 'mail1234' })).userName).toBe('mailer01');
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM password_reset_tokens').get()).toEqual({ n: 0 });
    expect(await recoverPasswordByEmail({ username: ' mailer01 ', email: 'MAILER01@demogaming.com ' })).toBe(true);
    expect((await login({ type: 'username', username: 'mailer01', password: 'mail1234' })).userName).toBe('mailer01');
    // The link's token travels only by e-mail (logged); the test issues its own for the same member.
    const memberId = (server.db.prepare("SELECT id FROM members WHERE username = 'mailer01'").get() as { id: number }).id;
    const token = await issueResetToken(appDeps(server.app).store.db, memberId);
    expect(await failure(resetPasswordWithToken({ token: 'x'.repeat(43), newPassword: 'mail5678' }))).toMatchObject({ status: 400, code: 'reset.invalid' });
    expect(await resetPasswordWithToken({ token, newPassword: 'mail5678' })).toMatchObject({ userName: 'mailer01', firstTimeLogin: false, token: expect.any(String) });
    expect((await login({ type: 'username', username: 'mailer01', password: 'mail5678' })).userName).toBe('mailer01');
    expect(await failure(resetPasswordWithToken({ token, newPassword: 'mail9999' }))).toMatchObject({ code: 'reset.invalid' });
    server.db.prepare('DELETE FROM secret_attempts').run();
    expect(await failure(recoverPasswordByEmail({ username: 'mailer01', email: 'bad' }))).toMatchObject({ status: 400, message: expect.stringContaining('email') });
  });

  it('set password by phone needs a captcha for the code, then a valid code; repeats errorCode in data', async () => {
    const phone = { mobileNum: '9170000001', countryDialingCode: '63' };
    expect(await failure(requestPasswordSms({ ...phone, captchaId: 'x', captcha: '1' }))).toMatchObject({ code: 'captcha.invalid' });
    await requestPasswordSms({ ...phone, ...(await solvedCaptcha()) });
    expect(await failure(setPasswordByPhone({ ...phone, newPassword: 'demo5678', verificationCode: '999999x' }))).toMatchObject({ code: 'sms.invalid', data: { errorCode: 'sms.invalid' } });
    expect(await setPasswordByPhone({ ...phone, newPassword: 'demo5678', verificationCode: await smsCode(phone.mobileNum) })).toMatchObject({ userName: 'demo', type: 0, firstTimeLogin: false, token: expect.any(String) });
    const s = await login({ type: 'username', username: 'demo', password: 'demo5678' });
    server.setToken(s.token);
    expect(await changePassword({ oldPassword: 'demo5678', newPassword: 'demo1234', confirmNewPassword: 'demo1234' })).toBe(true);
    server.setToken(null);
  });
});

describe('member extras, messages and agent', () => {
  it('demo member: funds flags, inbox and chat unread, chat launch URL, affiliate link', async () => {
    const s = await login({ type: 'username', username: 'demo', password: 'demo1234' });
    server.setToken(s.token);
    expect(await getFundsConsolidated()).toEqual({ sumBalance: 1288.5, dailysalreqtype: 0, divtypecompperiodreq: 0, contracthoursalreq: 0 });
    expect(await getInboxUnread()).toBe(3);
    const page = await getInbox({ pageSize: 2 });
    expect(page).toMatchObject({ totalCount: 4, totalPages: 2, unreadCount: 3 });
    const unread = page.list.find((m) => !m.read)!;
    expect(await markInboxRead(unread.id)).toBe(true);
    expect(await markInboxRead(unread.id)).toBe(true);
    expect(await getInboxUnread()).toBe(2);
    await expect(markInboxRead(999_999)).rejects.toMatchObject({ status: 404 });
    expect(await getChatUnread()).toEqual({ unReadCount: 2 });
    const chat = await launchChat({ language: 'en', backUrl: 'http://localhost/m/message', headerColor: '#111318' });
    expect(chat.chatUrl).toMatch(/^https:\/\/chat\.demo\.example\/room\/demo\?/);
    expect(new URL(chat.chatUrl).searchParams.get('lang')).toBe('EN');
    const link = await getAffiliateLink();
    expect(link.url).toContain(`/m/register?affiliateCode=${link.code}`);
    expect(await checkAffiliate(link.code)).toEqual({ success: true });
    expect(await checkAffiliate('NOPE0000')).toEqual({ success: false });
    expect(await failure(getTeamKpi({ startDate: '2026-01-01', endDate: '2026-01-01' }))).toMatchObject({ status: 403, code: 'agent.only' });
    server.setToken(null);
  });

  it('customer-service versions: the type 3 link decrypts with its trailing key', async () => {
    const { version } = await getServiceVersions();
    const encrypted = version.pathList.find((e) => e.type === '3')!;
    expect(encrypted.link).not.toContain('https://');
    expect(await serviceEntryLink(encrypted)).toBe('https://chat.demo.example/room/demo?lang=EN');
  });

  it('agent: team counters, contract request flags; bad dates are 400', async () => {
    const s = await login({ type: 'username', username: 'agent01', password: 'agent1234' });
    server.setToken(s.token);
    const kpi = await getTeamKpi({ startDate: '2026-01-01', endDate: '2026-01-01', size: 10 });
    // A past day holds only the seeded baseline; online is "now" (demo and newbie01 logged in earlier in this file).
    expect(kpi.footer).toMatchObject({ teamLoginMemberCount: 12, teamBetMemberCount: 8, teamRegisterMemberCount: 3 });
    expect(kpi.footer.teamOnlineCount).toBeGreaterThanOrEqual(6);
    expect(kpi.list.map((m) => m.username)).toContain('demo');
    expect(await getFundsConsolidated()).toMatchObject({ dailysalreqtype: 1, divtypecompperiodreq: 1, contracthoursalreq: 0 });
    expect(await failure(getTeamKpi({ startDate: '2026-02-01', endDate: '2026-01-01' }))).toMatchObject({ status: 400, message: expect.stringContaining('startDate') });
    server.setToken(null);
  });

  it('trial accounts are refused member features with free_reject', async () => {
    const trial = await startFreePlay();
    server.setToken(trial.token);
    expect(await failure(getInboxUnread())).toMatchObject({ status: 403, code: 'free_reject' });
    expect(await failure(getAffiliateLink())).toMatchObject({ status: 403, code: 'free_reject' });
    server.setToken(null);
  });
});
