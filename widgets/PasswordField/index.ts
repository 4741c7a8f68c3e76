import { z } from 'zod/mini';
import { defineWidget } from '../../src/render/widget';
import { fieldBaseShape } from '../_lib/common-props';

export const passwordFieldProps = z.strictObject({
  ...fieldBaseShape,
  /** Lets the browser's password manager fill (current) or offer to save (new) the password. */
  autocomplete: z._default(z.enum(['current-password', 'new-password']), 'current-password'),
});
export type PasswordFieldProps = z.infer<typeof passwordFieldProps>;

export const passwordFieldWidget = defineWidget<PasswordFieldProps>({
  type: 'PasswordField',
  description: 'A password input with a show/hide toggle, bound to a form field; raises "change".',
  props: passwordFieldProps,
  events: ['change'],
  load: () => import('../_lazy/fields').then((views) => ({ default: views.PasswordFieldView })),
});
