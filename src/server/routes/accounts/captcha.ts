import { captcha } from '../../../contract/session/captcha';
import type { RouteModule } from '../../deps';
import { LIMITS, limited } from '../../http/limits';
import { ok } from '../../http/reply';
import { serve } from '../../http/serve';
import { issueCaptcha } from '../../security/captcha';

/** A fresh single-use captcha image (data: URL) and its id (src/contract/session/captcha.ts). */
export const captchaRoute: RouteModule = (app, deps) => {
  serve(
    app,
    deps,
    captcha,
    async (_input, _req, reply) => {
      const { captchaId, image } = await issueCaptcha(deps.store.db);
      reply.header('Cache-Control', 'no-store');
      return ok({ captchaId, image });
    },
    limited(LIMITS.captcha),
  );
};
