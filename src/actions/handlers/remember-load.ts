import { z } from 'zod/mini';
import { defineAction } from '../types';
import { actionSchema } from '../params';
import { lastRememberedMethod, readRemembered, type LoginMethod } from '../flows/remember';
import { refreshCaptcha } from '../flows/captcha';
import { setFormValue } from '../../state/screen';

const methodSchema = z.enum(['username', 'sms']);

/**
 * The method to fill: the one asked for, else the last remembered one the screen offers, else the
 * form's current one (details remembered by a version that did not record the last method).
 */
function chosenMethod(asked: LoginMethod | undefined, offered: readonly LoginMethod[], current: unknown): LoginMethod | null {
  if (asked) return asked;
  const last = lastRememberedMethod();
  if (last && offered.includes(last)) return last;
  const parsed = methodSchema.safeParse(current);
  return parsed.success ? parsed.data : null;
}

export const rememberLoadAction = defineAction({
  name: 'remember.load',
  description:
    'Fill the form from the remembered sign-in of `method` (username, or mobileNum for sms, and countryDialingCode) ' +
    'and reload the captcha when it is shown. Without `method`: the last remembered method among `offered` ' +
    '(default both) is used and also set as form.method, so the screen opens on it.',
  params: actionSchema('remember.load', {
    method: z.optional(methodSchema),
    offered: z.optional(z.array(methodSchema)),
  }),
  run: async (action, scope) => {
    const { screen } = scope;
    const method = chosenMethod(action.method, action.offered ?? ['username', 'sms'], screen.form.value.method);
    if (method && !action.method && method !== screen.form.value.method) setFormValue(screen, 'method', method);
    const entry = method ? readRemembered(method) : null;
    if (method && entry) {
      setFormValue(screen, method === 'sms' ? 'mobileNum' : 'username', entry.username);
      if (entry.countryDialingCode) setFormValue(screen, 'countryDialingCode', entry.countryDialingCode);
      setFormValue(screen, 'remember', true);
    }
    if (screen.state.value.captchaNeeded) await refreshCaptcha(screen);
  },
});
