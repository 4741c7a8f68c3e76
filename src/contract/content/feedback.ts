import { z } from 'zod/mini';
import { defineCall } from '../call';
import { whole } from './announcements';

/** Spec question types: others 0, deposit 1, withdrawal 2, game 3, customer service 4, apply agent 6. */
export const FEEDBACK_TYPE_CODES = [0, 1, 2, 3, 4, 6] as const;

const feedbackLength = 'must be 10 to 200 characters';

/** A member's question or complaint; the captcha is checked after the fields, so a typo in the content does not burn it. */
const feedbackInput = z.object({
  content: z.string().check(z.trim(), z.minLength(10, feedbackLength), z.maxLength(200, feedbackLength)),
  sender: z.optional(z.string().check(z.trim(), z.maxLength(50))),
  type: z.coerce.number().check(z.int(), z.refine((t) => (FEEDBACK_TYPE_CODES as readonly number[]).includes(t), 'must be one of 0, 1, 2, 3, 4, 6')),
  captcha: z.string().check(z.trim(), z.minLength(1, 'Enter a captcha'), z.maxLength(16)),
  captchaId: z.string().check(z.minLength(1, 'is required'), z.maxLength(64)),
});

const feedbackAnswer = z.object({ success: z.literal(true), feedbackId: whole });

/** Guests too. */
export const feedbackTypes = defineCall({
  method: 'GET',
  path: '/wps/feedback/types',
  summary: 'The question-type picker entries (labelKey is a translation key), in picker order.',
  input: z.object({}),
  answer: z.object({ list: z.array(z.object({ type: whole, labelKey: z.string() })) }),
});

/** Session. 400 captcha.invalid 'Verification code error' on a wrong captcha. The sender defaults to the username. */
export const feedback = defineCall({
  method: 'POST',
  path: '/wps/feedback',
  auth: 'session',
  summary: "Records a member's question or complaint.",
  input: feedbackInput,
  answer: feedbackAnswer,
});

/** The same call as POST /wps/feedback, as the spec's clients also send it. */
export const feedbackPut = defineCall({
  method: 'PUT',
  path: '/wps/feedback',
  auth: 'session',
  summary: "Records a member's question or complaint (as POST).",
  input: feedbackInput,
  answer: feedbackAnswer,
});
