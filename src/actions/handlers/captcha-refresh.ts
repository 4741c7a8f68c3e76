import { defineAction } from '../types';
import { actionSchema } from '../params';
import { refreshCaptcha } from '../flows/captcha';

export const captchaRefreshAction = defineAction({
  name: 'captcha.refresh',
  description: 'Load a new captcha image (state.captchaImage, state.captchaId) and clear form.captcha.',
  params: actionSchema('captcha.refresh', {}),
  run: (_action, scope) => refreshCaptcha(scope.screen),
});
