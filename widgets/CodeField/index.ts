import { z } from 'zod';
import { defineWidget } from '../../src/render/widget';
import { fieldBaseShape, textSchema } from '../_lib/common-props';
import { CodeFieldView } from './CodeFieldView';

export const codeFieldProps = z.strictObject({
  ...fieldBaseShape,
  name: z.string().min(1).default('verificationCode'),
  rule: z.string().default('verificationCode'),
  maxLength: z.number().int().positive().default(10),
  /** Screen-state key holding the seconds left before another code may be requested. */
  countdownKey: z.string().default('smsCountdown'),
  /** Screen-state key that is true while a request is being sent. */
  sendingKey: z.string().default('smsSending'),
  requestLabel: textSchema.default('t:screens_sms_request'),
});
export type CodeFieldProps = z.infer<typeof codeFieldProps>;

export const codeFieldWidget = defineWidget<CodeFieldProps>({
  type: 'CodeField',
  description: 'SMS code input with a request link that counts down from state; raises "request" and "change".',
  props: codeFieldProps,
  events: ['request', 'change'],
  view: CodeFieldView,
});
