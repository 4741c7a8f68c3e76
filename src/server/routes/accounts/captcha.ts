import type { RouteModule } from '../../deps';
import { LIMITS, limited } from '../../http/limits';
import { ok } from '../../http/reply';
import { issueCaptcha } from '../../security/captcha';

/** GET /wps/captcha: a fresh single-use captcha image (data: URL) and its id. */
export const captchaRoute: RouteModule = (app, { db }) => {
  app.get('/wps/captcha', limited(LIMITS.captcha), (_req, reply) => {
    const { captchaId, image } = issueCaptcha(db);
    reply.header('Cache-Control', 'no-store');
    return ok({ captchaId, image });
  });
};
