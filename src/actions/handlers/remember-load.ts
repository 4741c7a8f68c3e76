import { z } from 'zod';
import { defineAction } from '../types';
import { actionSchema } from '../params';
import { readRemembered } from '../flows/remember';
import { refreshCaptcha } from '../flows/captcha';
import { setFormValue } from '../../state/screen';

export const rememberLoadAction = defineAction({
  name: 'remember.load',
  description:
    'Fill the form from the remembered sign-in of `method` (username, or mobileNum for sms, and countryDialingCode) ' +
    'and reload the captcha when it is shown.',
  params: actionSchema('remember.load', { method: z.enum(['username', 'sms']) }),
  run: async (action, scope) => {
    const { screen } = scope;
    const entry = readRemembered(action.method);
    if (entry) {
      setFormValue(screen, action.method === 'sms' ? 'mobileNum' : 'username', entry.username);
      if (entry.countryDialingCode) setFormValue(screen, 'countryDialingCode', entry.countryDialingCode);
      setFormValue(screen, 'remember', true);
    }
    if (screen.state.value.captchaNeeded) await refreshCaptcha(screen);
  },
});
