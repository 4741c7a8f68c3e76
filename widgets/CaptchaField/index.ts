import { z } from 'zod/mini';
import { defineWidget } from '../../src/render/widget';
import { fieldBaseShape } from '../_lib/common-props';

export const captchaFieldProps = z.strictObject({
  ...fieldBaseShape,
  name: z._default(z.string().check(z.minLength(1)), 'captcha'),
  rule: z._default(z.string(), 'captcha'),
  required: z._default(z.boolean(), true),
  /** The login captcha has at most 6 digits; feedback allows up to 16. */
  maxLength: z._default(z.number().check(z.int(), z.positive(), z.lte(16)), 6),
  /** Screen-state key holding the captcha image (a data: URL) put there by captcha.refresh. */
  imageKey: z._default(z.string(), 'captchaImage'),
});
export type CaptchaFieldProps = z.infer<typeof captchaFieldProps>;

export const captchaFieldWidget = defineWidget<CaptchaFieldProps>({
  type: 'CaptchaField',
  description: 'Captcha code input (digits only, numeric keypad, at most 6) next to its image; tapping the image raises "refresh".',
  props: captchaFieldProps,
  events: ['refresh', 'change'],
  load: () => import('../_lazy/fields').then((views) => ({ default: views.CaptchaFieldView })),
});
