import { login } from '../../../../contract/session/session';
import { createSession, TRIAL_TYPE } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { LIMITS, limited } from '../../../http/limits';
import { fail, MESSAGES, ok } from '../../../http/reply';
import { type CallHandler, serve } from '../../../http/serve';
import { verifyPassword } from '../../../security/password';
import { beginLoginAttempt, passwordKey, requireLoginCaptcha } from '../../../security/secrets';
import { verifySmsCode } from '../../../security/sms';
import { DEFAULT_MERCHANT, getMerchant, isSwitchOn } from '../../../services/merchant';
import { markFirstLoginDone, passwordLoginCandidate, smsLoginCandidate, type LoginCandidate } from '../../../services/accounts/login';

const FEDERATED_UNAVAILABLE = 'Social and federated sign-in is not available on this platform; please log in with your username and password or by SMS code';
const LOGIN_FAILED = 'Incorrect username, password or verification code';
/** Compared against when the username is unknown, so both cases cost the same time. */
const DUMMY_HASH = 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=';

/**
 * Encrypted credentials (username+password or mobile+SMS code) -> session token
 * (src/contract/session/session.ts). Maintenance and the Device header are checked before the
 * payload is decrypted and read, as they always were.
 */
export const loginRoute: RouteModule = (app, deps) => {
  const store = deps.store.db;
  const handler: CallHandler<typeof login> = async (p, req) => {
    const merchantCode = DEFAULT_MERCHANT;
    // This platform has no federated (firebase) identity provider, so such a token cannot be checked.
    if (p.type === 'firebase') fail(400, 'login.federatedUnavailable', FEDERATED_UNAVAILABLE);
    if (p.type === 'username' && (!p.username || !p.password)) fail(400, 'validation.failed', 'Invalid username/password: both are required');
    if (p.type === 'sms' && !(await isSwitchOn(deps.store.db, merchantCode, 'MOBILEVERIFYLOGIN3'))) fail(403, 'login.smsDisabled', MESSAGES.noPermission);
    if (p.type === 'sms' && (!p.mobileNum || !p.countryDialingCode || !p.verificationCode)) {
      fail(400, 'validation.failed', 'Invalid mobileNum/countryDialingCode/verificationCode: all are required');
    }

    let member: LoginCandidate | undefined;
    let identityKey: string;
    if (p.type === 'username') {
      // Trial (type 4) accounts with a password live under the trial merchant code; the storefront's own member wins a name clash.
      const trialMerchant = (await getMerchant(deps.store.db, merchantCode)).trialMerchantCode;
      member = await passwordLoginCandidate(store, merchantCode, trialMerchant, p.username!);
      identityKey = passwordKey(member, merchantCode, p.username!);
    } else {
      member = await smsLoginCandidate(store, merchantCode, p.countryDialingCode!, p.mobileNum!);
      identityKey = `sms-login:${merchantCode}:${p.countryDialingCode}-${p.mobileNum}`;
    }

    // Counted before anything is checked, so concurrent guesses see each other: the captcha
    // requirement and the lock hold however many arrive at once.
    const attempt = await beginLoginAttempt(store, identityKey, req.ip);
    await requireLoginCaptcha(store, attempt, req.ip, p.captchaId, p.captcha);
    const right = p.type === 'username'
      ? await verifyPassword(p.password!, member?.passwordHash ?? DUMMY_HASH)
      // A wrong or expired code has its own answer (agreed with the client: it points at the code field).
      : await verifySmsCode(store, 'login', p.countryDialingCode!, p.mobileNum!, p.verificationCode!);
    if (!right && p.type === 'sms') fail(400, 'sms.invalid', MESSAGES.verificationCode, { captchaRequired: true });
    if (!right || !member) fail(401, 'login.failed', LOGIN_FAILED, { captchaRequired: true });
    await attempt.succeeded();
    if (member.disabled) fail(403, 'member.disabled', MESSAGES.userMissing);

    const { token } = await createSession(store, member.id);
    await markFirstLoginDone(store, member.id);
    // A trial account may not change its password (free_reject), so it is never sent to choose one:
    // a first step must not lead to a last step the platform refuses.
    return ok({ token, userName: member.username, type: member.type, firstTimeLogin: member.firstTimeLogin === 1 && member.type !== TRIAL_TYPE });
  };
  serve(app, deps, login, handler, {
    ...limited(LIMITS.login),
    preHandler: async (req) => {
      if ((await getMerchant(deps.store.db, DEFAULT_MERCHANT)).maintenance) fail(503, 'system.maintenance', MESSAGES.upgrading);
      const device = req.headers.device;
      if (device !== undefined && (typeof device !== 'string' || !/^[A-Z_]{1,20}$/.test(device))) {
        fail(400, 'validation.failed', 'Invalid Device header: expected a code such as OTHERS');
      }
    },
  });
};
