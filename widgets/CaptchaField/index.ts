import { z } from 'zod/mini';
import { defineWidget } from '../../src/render/widget';
import { fieldBaseShape } from '../_lib/common-props';
import { CaptchaFieldView } from './CaptchaFieldView';

export const captchaFieldProps = z.strictObject({
  ...fieldBaseShape,
  name: z._default(z.string().check(z.minLength(1)), 'captcha'),
  rule: z._default(z.string(), 'captcha'),
  required: z._default(z.boolean(), true),
  /** The server's captcha has at most 6 digits. */
  maxLength: z._default(z.number().check(z.int(), z.positive(), z.lte(6)), 6),
  /** Screen-state key holding the captcha image (a data: URL) put there by captcha.refresh. */
  imageKey: z._default(z.string(), 'captchaImage'),
});
export type CaptchaFieldProps = z.infer<typeof captchaFieldProps>;

export const captchaFieldWidget = defineWidget<CaptchaFieldProps>({
  type: 'CaptchaField',
  description: 'Captcha code input (digits only, numeric keypad, at most 6) next to its image; tapping the image raises "refresh".',
  props: captchaFieldProps,
  events: ['refresh', 'change'],
  view: CaptchaFieldView,
});
