import { z } from 'zod/mini';
import { defineWidget } from '../../src/render/widget';
import { conditionSchema, textSchema } from '../_lib/common-props';

export const socialProviderSchema = z.strictObject({
  id: z.enum(['facebook', 'google']),
  /** json-logic rule: the provider's whitelabel flag and the federated service being ready. */
  when: z.optional(conditionSchema),
});

export const socialLoginProps = z.strictObject({
  title: z._default(textSchema, 't:screens_social_title'),
  // Entries whose `when` fails are removed by the engine before validation, so the list may be empty.
  providers: z._default(z.array(socialProviderSchema), []),
});
export type SocialLoginProps = z.infer<typeof socialLoginProps>;

export const socialLoginWidget = defineWidget<SocialLoginProps>({
  type: 'SocialLogin',
  description: 'Federated sign-in icons, each shown only while its rule holds; raises "select" with { provider }.',
  props: socialLoginProps,
  events: ['select'],
  load: () => import('../_lazy/fields').then((views) => ({ default: views.SocialLoginView })),
});
