import { z } from 'zod/mini';
import { defineWidget } from '../../src/render/widget';
import { fieldBaseShape, textSchema } from '../_lib/common-props';

export const codeFieldProps = z.strictObject({
  ...fieldBaseShape,
  name: z._default(z.string().check(z.minLength(1)), 'verificationCode'),
  rule: z._default(z.string(), 'verificationCode'),
  maxLength: z._default(z.number().check(z.int(), z.positive()), 10),
  /** Screen-state key holding the seconds left before another code may be requested. */
  countdownKey: z._default(z.string(), 'smsCountdown'),
  /** Screen-state key that is true while a request is being sent. */
  sendingKey: z._default(z.string(), 'smsSending'),
  requestLabel: z._default(textSchema, 't:screens_sms_request'),
});
export type CodeFieldProps = z.infer<typeof codeFieldProps>;

export const codeFieldWidget = defineWidget<CodeFieldProps>({
  type: 'CodeField',
  description: 'SMS code input with a request link that counts down from state; raises "request" and "change".',
  props: codeFieldProps,
  events: ['request', 'change'],
  load: () => import('../_lazy/fields').then((views) => ({ default: views.CodeFieldView })),
});
