import { opsTestCaptcha, opsTestSlider, opsTestSms } from '../../../../contract/ops/settings/test-hooks';
import type { RouteModule } from '../../../deps';
import { fail, ok } from '../../../http/reply';
import { serve } from '../../../http/serve';
import { peekCaptchaAnswer } from '../../../security/captcha';
import { peekSliderX } from '../../../security/slider';
import { latestSmsCode } from '../../../security/sms';

/**
 * Browser and contract tests read the codes a real user would receive by SMS or read off the
 * captcha image (src/contract/ops/settings/test-hooks.ts). Registered only when the server runs
 * with OPS_TEST_HOOKS=1.
 */
export const opsTestHooksRoute: RouteModule = (app, deps) => {
  const { config } = deps;
  const { db } = deps.store;
  if (!config.testHooks) return;
  serve(app, deps, opsTestSms, async ({ mobileNum }) => {
    const code = await latestSmsCode(db, mobileNum);
    if (!code) fail(404, 'sms.none', `No live SMS code for ${mobileNum}`);
    return ok({ code });
  });
  serve(app, deps, opsTestCaptcha, async ({ captchaId }) => {
    const answer = await peekCaptchaAnswer(db, captchaId);
    if (!answer) fail(404, 'captcha.none', 'No such captcha (used, expired or never issued)');
    return ok({ answer });
  });
  serve(app, deps, opsTestSlider, async ({ sliderId }) => {
    const x = await peekSliderX(db, sliderId);
    if (x === null) fail(404, 'slider.none', 'No such slider puzzle (used, expired or never issued)');
    return ok({ x });
  });
};
