import { z } from 'zod/mini';
import { feedback } from '../../../contract/content/feedback';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { request } from '../../request';
import { filled, text } from '../../params';

/** Question types: others 0, deposit 1, withdrawal 2, game 3, customer service 4, apply agent 6. */
export type FeedbackType = 0 | 1 | 2 | 3 | 4 | 6;

export interface FeedbackPayload {
  content: string;
  type: FeedbackType;
  captcha: string;
  captchaId: string;
  sender?: string;
}

/** Session: 400 captcha.invalid 'Verification code error' on a wrong captcha. */
export function sendFeedback(payload: FeedbackPayload, callOptions?: CallOptions) {
  return request(feedback, payload, callOptions);
}

const FEEDBACK_TYPES = [0, 1, 2, 3, 4, 6] as const;

export const feedbackEndpoint = defineEndpoint({
  name: 'content.feedback',
  description: 'Sends feedback (content 10-200 characters, question type, solved captcha); 400 captcha.invalid on a wrong captcha.',
  call: feedback,
  params: z.strictObject({
    content: text(200),
    type: z.union([z.literal(FEEDBACK_TYPES), z.pipe(z.enum(['0', '1', '2', '3', '4', '6']), z.transform((t) => Number(t) as FeedbackType))]),
    captcha: text(16),
    captchaId: filled(64),
    sender: z.optional(text(50)),
  }),
  run: (p, env) => sendFeedback(p, { signal: env.signal }),
});
