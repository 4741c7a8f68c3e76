import type { output } from 'zod/v4/core';
import type { FastifyRequest } from 'fastify';
import { feedback, feedbackPut } from '../../../contract/content/feedback';
import type { RouteModule } from '../../deps';
import { requireSession } from '../../auth/session';
import { fail, MESSAGES, ok } from '../../http/reply';
import { serve } from '../../http/serve';
import { checkCaptcha } from '../../security/secrets';
import { sessionMerchant } from '../../services/merchant';
import { recordFeedback } from '../../content/feedback';

/**
 * PUT or POST /wps/feedback (src/contract/content/feedback.ts): a member's question or complaint.
 * The body is checked before the captcha so a typo in the content does not burn the captcha.
 */
export const feedbackRoute: RouteModule = (app, deps) => {
  const { store } = deps;
  const handler = async (input: output<typeof feedback.input>, req: FastifyRequest) => {
    const session = requireSession(req);
    if (!(await checkCaptcha(deps.store.db, req.ip, input.captchaId, input.captcha))) {
      fail(400, 'captcha.invalid', MESSAGES.verificationCode, { field: 'captcha' });
    }
    const feedbackId = await recordFeedback(store.db, {
      memberId: session.memberId, merchantCode: sessionMerchant(session), type: input.type, sender: input.sender || session.username, content: input.content,
    });
    return ok({ success: true as const, feedbackId });
  };
  serve(app, deps, feedback, handler);
  serve(app, deps, feedbackPut, handler);
};
