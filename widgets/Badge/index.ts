import { z } from 'zod/mini';
import { defineWidget } from '../../src/render/widget';
import { conditionSchema, textSchema } from '../_lib/common-props';

export const badgeProps = z.strictObject({
  /** A number, or a json-logic rule giving one ({ "var": "data.unread" }). Hidden at 0. */
  count: z.optional(z.union([z.number(), conditionSchema])),
  /** A text tag instead of a count ("VIP 3", or an i18n key). */
  text: z.optional(textSchema),
  /** Counts above this show as "max+" (unread badges cap at 99+). */
  max: z._default(z.number().check(z.int(), z.positive()), 99),
  tone: z._default(z.enum(['danger', 'primary', 'muted']), 'danger'),
});
export type BadgeProps = z.infer<typeof badgeProps>;

export const badgeWidget = defineWidget<BadgeProps>({
  type: 'Badge',
  description: 'A small count (capped, e.g. 99+) or text tag.',
  props: badgeProps,
  rules: { count: 'value' },
  load: () => import('../_lazy/shell').then((views) => ({ default: views.BadgeView })),
});
