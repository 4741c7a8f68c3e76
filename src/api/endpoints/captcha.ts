import { z } from 'zod/mini';
import { captcha } from '../../contract/session/captcha';
import type { CallOptions } from '../client';
import { defineEndpoint } from '../endpoint';
import { request } from '../request';

/** A single-use captcha; `image` is a data: URL, answer it with captchaId. */
export type Captcha = z.infer<typeof captcha.answer>;

export function getCaptcha(callOptions?: CallOptions): Promise<Captcha> {
  return request(captcha, {}, callOptions);
}

export const captchaEndpoint = defineEndpoint({
  name: 'system.captcha',
  description: 'A new single-use captcha { captchaId, image } (image is a data: URL; valid 5 minutes).',
  call: captcha,
  params: z.strictObject({}),
  run: (_params, env) => getCaptcha({ signal: env.signal }),
});
