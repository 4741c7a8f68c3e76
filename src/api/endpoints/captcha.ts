import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../client';
import { defineEndpoint } from '../endpoint';

/** GET /wps/captcha: a single-use captcha; `image` is a data: URL, answer it with captchaId. */
export const captchaSchema = z.object({ captchaId: z.string().check(z.minLength(1)), image: z.string().check(z.startsWith('data:image/')) });
export type Captcha = z.infer<typeof captchaSchema>;

export function getCaptcha(callOptions?: CallOptions): Promise<Captcha> {
  return call(captchaSchema, (signal) => api().options({ signal }).get('/wps/captcha').json(), callOptions);
}

export const captchaEndpoint = defineEndpoint({
  name: 'system.captcha',
  description: 'A new single-use captcha { captchaId, image } (image is a data: URL; valid 5 minutes).',
  params: z.strictObject({}),
  run: (_params, env) => getCaptcha({ signal: env.signal }),
});
