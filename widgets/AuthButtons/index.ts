import { z } from 'zod/mini';
import { defineWidget } from '../../src/render/widget';
import { conditionSchema, textSchema } from '../_lib/common-props';

/** switch_register_button == "1", counting a missing parameter as "1" (the spec's default). */
export const REGISTER_ENABLED_RULE = { '==': [{ var: ['template.switch_register_button', '1'] }, '1'] };

export const authButtonsProps = z.strictObject({
  loginLabel: z._default(textSchema, 't:screens_login'),
  registerLabel: z._default(textSchema, 't:screens_signup'),
  /** json-logic rule for the Sign Up button (default: switch_register_button is "1" or missing). */
  showRegister: z.optional(conditionSchema),
  size: z._default(z.enum(['sm', 'md']), 'sm'),
  layout: z._default(z.enum(['row', 'column']), 'row'),
});
export type AuthButtonsProps = z.infer<typeof authButtonsProps>;

export const authButtonsWidget = defineWidget<AuthButtonsProps>({
  type: 'AuthButtons',
  description: 'Login and Sign Up buttons for visitors; raise "login" and "register".',
  props: authButtonsProps,
  events: ['login', 'register'],
  rules: { showRegister: 'truthy' },
  bind: () => ({ showRegister: REGISTER_ENABLED_RULE }),
  load: () => import('../_lazy/shell').then((views) => ({ default: views.AuthButtonsView })),
});
