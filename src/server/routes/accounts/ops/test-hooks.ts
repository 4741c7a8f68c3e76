import { z } from 'zod';
import { requireOps } from '../../../auth/ops';
import type { RouteModule } from '../../../deps';
import { fail, ok } from '../../../http/reply';
import { parseInput } from '../../../http/validate';
import { peekCaptchaAnswer } from '../../../security/captcha';
import { peekSliderX } from '../../../security/slider';
import { latestSmsCode } from '../../../security/sms';

const smsParams = z.object({ mobileNum: z.string().regex(/^\d{4,20}$/, 'digits only') });
const captchaParams = z.object({ captchaId: z.string().min(1).max(64) });
const sliderParams = z.object({ sliderId: z.string().min(1).max(64) });

/**
 * Browser and contract tests read the codes a real user would receive by SMS or read off the
 * captcha image. Registered only when the server runs with OPS_TEST_HOOKS=1.
 */
export const opsTestHooksRoute: RouteModule = (app, { db, config }) => {
  if (!config.testHooks) return;
  app.get('/ops/test/sms/:mobileNum', (req) => {
    requireOps(req, { db, config });
    const { mobileNum } = parseInput(smsParams, req.params, 'params');
    const code = latestSmsCode(db, mobileNum);
    if (!code) fail(404, 'sms.none', `No live SMS code for ${mobileNum}`);
    return ok({ code });
  });
  app.get('/ops/test/captcha/:captchaId', (req) => {
    requireOps(req, { db, config });
    const { captchaId } = parseInput(captchaParams, req.params, 'params');
    const answer = peekCaptchaAnswer(db, captchaId);
    if (!answer) fail(404, 'captcha.none', 'No such captcha (used, expired or never issued)');
    return ok({ answer });
  });
  app.get('/ops/test/slider/:sliderId', (req) => {
    requireOps(req, { db, config });
    const { sliderId } = parseInput(sliderParams, req.params, 'params');
    const x = peekSliderX(db, sliderId);
    if (x === null) fail(404, 'slider.none', 'No such slider puzzle (used, expired or never issued)');
    return ok({ x });
  });
};
