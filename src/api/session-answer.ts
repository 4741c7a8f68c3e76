import { z } from 'zod/mini';

/**
 * A session the platform opened: the answer of login, and of a password reset (by phone or by an
 * e-mailed link), which signs the player in too. A failed login with data.captchaRequired asks for
 * a captcha next time.
 */
export const loginAnswerSchema = z.object({
  token: z.string().check(z.minLength(1)),
  userName: z.string(),
  type: z.number().check(z.int()),
  firstTimeLogin: z.boolean(),
});
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;
