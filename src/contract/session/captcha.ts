import { z } from 'zod/mini';
import { defineCall } from '../call';

/** Answered with Cache-Control: no-store; digits only, valid 5 minutes, spent by any answer. */
export const captcha = defineCall({
  method: 'GET',
  path: '/wps/captcha',
  summary: 'A fresh single-use captcha: its id and the image (a data: URL).',
  input: z.object({}),
  answer: z.object({ captchaId: z.string().check(z.minLength(1)), image: z.string().check(z.startsWith('data:image/')) }),
});
