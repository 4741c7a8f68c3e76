import type { z } from 'zod/mini';
import { loginAnswer } from '../contract/session/session';

/**
 * A session the platform opened: the answer of login (src/contract/session/session.ts), and of a
 * password reset (by phone or by an e-mailed link), which signs the player in too. A failed login
 * with data.captchaRequired asks for a captcha next time.
 */
export const loginAnswerSchema = loginAnswer;
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;
