import { z } from 'zod';
import { defineWidget } from '../../src/render/widget';
import { fieldBaseShape } from '../_lib/common-props';
import { CaptchaFieldView } from './CaptchaFieldView';

export const captchaFieldProps = z.strictObject({
  ...fieldBaseShape,
  name: z.string().min(1).default('captcha'),
  rule: z.string().default('captcha'),
  required: z.boolean().default(true),
  /** The server's captcha has at most 6 digits. */
  maxLength: z.number().int().positive().max(6).default(6),
  /** Screen-state key holding the captcha image (a data: URL) put there by captcha.refresh. */
  imageKey: z.string().default('captchaImage'),
});
export type CaptchaFieldProps = z.infer<typeof captchaFieldProps>;

export const captchaFieldWidget = defineWidget<CaptchaFieldProps>({
  type: 'CaptchaField',
  description: 'Captcha code input (digits only, numeric keypad, at most 6) next to its image; tapping the image raises "refresh".',
  props: captchaFieldProps,
  events: ['refresh', 'change'],
  view: CaptchaFieldView,
});
