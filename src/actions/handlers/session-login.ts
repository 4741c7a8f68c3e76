import { z } from 'zod/mini';
import { defineAction, type ActionScope } from '../types';
import { actionSchema } from '../params';
import { appPath } from './navigate';
import { safeReturnPath } from '../../engine/return-path';
import { login, type LoginPayload } from '../../api/endpoints/session/login';
import type { LoginAnswer } from '../../api/endpoints/session/login';
import { isApiError } from '../../api/errors';
import { endedSession } from '../../api/client';
import { apiErrorText, reportActionError } from '../report';
import { storePasswordCredential } from '../browser';
import { refreshCaptcha, CAPTCHA_FIELD, CAPTCHA_ID } from '../flows/captcha';
import { keepFirstPassword } from '../flows/known-password';
import { loadMemberData } from '../flows/member-data';
import { forget, remember, type LoginMethod } from '../flows/remember';
import { device } from '../../state/device';
import { template } from '../../state/platform';
import { setAutoLogin } from '../../state/prefs';
import { setFormValue, setScreenState, type ScreenStore } from '../../state/screen';
import { saveSession } from '../../state/session';
import { showToast } from '../../state/ui';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The login payload from the screen's form: only the fields of the chosen method. */
export function loginPayload(screen: ScreenStore): LoginPayload {
  const form = screen.form.value;
  const state = screen.state.value;
  const method: LoginMethod = form.method === 'sms' ? 'sms' : 'username';
  const payload: LoginPayload =
    method === 'sms'
      ? { type: 'sms', mobileNum: text(form.mobileNum), countryDialingCode: text(form.countryDialingCode), verificationCode: text(form.verificationCode) }
      : { type: 'username', username: text(form.username), password: typeof form.password === 'string' ? form.password : '' };
  if (state.captchaNeeded) {
    payload.captcha = text(form[CAPTCHA_FIELD]);
    payload.captchaId = typeof state[CAPTCHA_ID] === 'string' ? (state[CAPTCHA_ID] as string) : '';
  }
  return payload;
}

async function rememberSignIn(payload: LoginPayload, wanted: boolean): Promise<void> {
  const method = payload.type;
  if (!wanted) return forget(method);
  const username = (method === 'sms' ? payload.mobileNum : payload.username) ?? '';
  remember({ method, username, ...(payload.countryDialingCode ? { countryDialingCode: payload.countryDialingCode } : {}) });
  // The password only ever goes to the browser's password manager.
  if (method === 'username' && payload.password) await storePasswordCredential(username, payload.password);
}

/** A failed login: reveal and reload the captcha when the server asks for one, then explain. */
async function handleFailure(error: unknown, screen: ScreenStore): Promise<void> {
  if (!isApiError(error)) throw error;
  const captchaRequired = error.data.captchaRequired === true;
  const captchaWasShown = screen.state.value.captchaNeeded === true;
  if (captchaRequired) setScreenState(screen, { captchaNeeded: true });
  setFormValue(screen, CAPTCHA_FIELD, '');
  // A shown captcha is spent by the attempt; a newly required one needs its first image.
  if (captchaRequired || screen.state.value.captchaNeeded) {
    await refreshCaptcha(screen).catch((e) => reportActionError({ do: 'captcha.refresh' }, e));
  }
  // A player who never saw a captcha did not get one wrong: the server's "verification code error"
  // (its first demand for one) would mislead; ask for the code that has just appeared instead.
  // Other failures keep their own text ("incorrect username or password" is still news).
  if (error.code === 'captcha.invalid' && captchaRequired && !captchaWasShown) showToast('t:rules_captcha_required');
  else if (!endedSession(error)) showToast(apiErrorText(error));
}

/**
 * What follows a session the platform opened (a login, or a password reset that signs the player
 * in): keep it, remember the method when asked, load member data and go on. An operator-issued
 * account signing in for the first time goes to `firstTimeTo` to choose its own password.
 */
export async function completeSignIn(
  answer: LoginAnswer,
  scope: ActionScope,
  action: { to?: string; firstTimeTo?: string },
  payload?: LoginPayload,
): Promise<void> {
  const { screen } = scope;
  saveSession({
    token: answer.token,
    merchantCode: template.value?.merchantCode ?? '',
    userName: answer.userName,
    type: answer.type,
    firstTimeLogin: answer.firstTimeLogin,
  });
  setAutoLogin(true);
  if (payload) await rememberSignIn(payload, screen.form.value.remember === true);
  // In memory only, so choosing the first own password does not ask again for the one just typed.
  if (answer.firstTimeLogin) keepFirstPassword(answer.userName, payload?.password ?? '');
  setFormValue(screen, 'password', '');
  await loadMemberData();
  const to = answer.firstTimeLogin ? (action.firstTimeTo ?? '/m/changePsw') : (action.to ?? '/m/home');
  scope.navigate(to, { replace: true });
}

export const sessionLoginAction = defineAction({
  name: 'session.login',
  description:
    'Sign in with the form (method, username/password or mobileNum/countryDialingCode/verificationCode, captcha), ' +
    'load member, wallet and VIP progress, remember the method and name when form.remember, then go to `to` ' +
    '(default /m/home, replacing); an operator-issued account signing in for the first time (firstTimeLogin) goes to ' +
    '`firstTimeTo` instead (default /m/changePsw) to choose its own password. `returnTo` (e.g. route.query.returnTo, set by a ' +
    'sign-in gate) wins over `to` when it is one of this app\'s pages. On failure: captcha shown when asked, toast, list ends.',
  params: actionSchema('session.login', { to: z.optional(appPath), firstTimeTo: z.optional(appPath), returnTo: z.optional(z.unknown()) }),
  run: async (action, scope) => {
    const { screen } = scope;
    const payload = loginPayload(screen);
    let answer;
    try {
      answer = await login(payload, { standalone: device.value.pwa || device.value.webclip });
    } catch (error) {
      await handleFailure(error, screen);
      return 'stop';
    }
    // Where a sign-in gate stopped the player (route.query.returnTo), when it is one of this app's pages.
    await completeSignIn(answer, scope, { ...action, to: safeReturnPath(action.returnTo) ?? action.to }, payload);
  },
});
