import { z } from 'zod';
import { defineWidget } from '../../src/render/widget';
import { conditionSchema, textSchema } from '../_lib/common-props';
import { BadgeView } from './BadgeView';

export const badgeProps = z.strictObject({
  /** A number, or a json-logic rule giving one ({ "var": "data.unread" }). Hidden at 0. */
  count: z.union([z.number(), conditionSchema]).optional(),
  /** A text tag instead of a count ("VIP 3", or an i18n key). */
  text: textSchema.optional(),
  /** Counts above this show as "max+" (unread badges cap at 99+). */
  max: z.number().int().positive().default(99),
  tone: z.enum(['danger', 'primary', 'muted']).default('danger'),
});
export type BadgeProps = z.infer<typeof badgeProps>;

export const badgeWidget = defineWidget<BadgeProps>({
  type: 'Badge',
  description: 'A small count (capped, e.g. 99+) or text tag.',
  props: badgeProps,
  rules: { count: 'value' },
  view: BadgeView,
});
