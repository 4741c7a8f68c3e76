import { z } from 'zod';
import type { RouteHandlerMethod } from 'fastify';
import type { RouteModule } from '../../deps';
import { requireSession } from '../../auth/session';
import { fail, MESSAGES, ok } from '../../http/reply';
import { parseInput } from '../../http/validate';
import { checkCaptcha } from '../../security/secrets';
import { requestMerchant } from '../../services/merchant';
import { recordFeedback } from '../../content/feedback';

/** Spec question types: others 0, deposit 1, withdrawal 2, game 3, customer service 4, apply agent 6. */
export const FEEDBACK_TYPE_CODES = [0, 1, 2, 3, 4, 6] as const;

const body = z.object({
  content: z.string().trim().min(10, 'must be 10 to 200 characters').max(200, 'must be 10 to 200 characters'),
  sender: z.string().trim().max(50).optional(),
  type: z.coerce.number().int().refine((t) => (FEEDBACK_TYPE_CODES as readonly number[]).includes(t), 'must be one of 0, 1, 2, 3, 4, 6'),
  captcha: z.string().trim().min(1, 'Enter a captcha').max(16),
  captchaId: z.string().min(1, 'is required').max(64),
});

/**
 * PUT or POST /wps/feedback: a member's question or complaint. The body is checked before the
 * captcha so a typo in the content does not burn the captcha.
 */
export const feedbackRoute: RouteModule = (app, { db }) => {
  const handler: RouteHandlerMethod = async (req) => {
    const session = requireSession(db, req);
    const input = parseInput(body, req.body);
    if (!checkCaptcha(db, req.ip, input.captchaId, input.captcha)) {
      fail(400, 'captcha.invalid', MESSAGES.verificationCode, { field: 'captcha' });
    }
    const feedbackId = recordFeedback(db, {
      memberId: session.memberId, merchantCode: requestMerchant(db, session), type: input.type, sender: input.sender || session.username, content: input.content,
    });
    return ok({ success: true, feedbackId });
  };
  app.post('/wps/feedback', handler);
  app.put('/wps/feedback', handler);
};
