import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';

export const feedbackSchema = z.object({ success: z.literal(true), feedbackId: z.number().check(z.int()) });

/** Question types: others 0, deposit 1, withdrawal 2, game 3, customer service 4, apply agent 6. */
export type FeedbackType = 0 | 1 | 2 | 3 | 4 | 6;

export interface FeedbackPayload {
  content: string;
  type: FeedbackType;
  captcha: string;
  captchaId: string;
  sender?: string;
}

/** POST /wps/feedback (session): 400 captcha.invalid 'Verification code error' on a wrong captcha. */
export function sendFeedback(payload: FeedbackPayload, callOptions?: CallOptions): Promise<z.infer<typeof feedbackSchema>> {
  return call(feedbackSchema, (signal) => api().options({ signal }).url('/wps/feedback').json(payload).post().json(), callOptions);
}
