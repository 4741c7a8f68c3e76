import { z } from 'zod/mini';
import { defineWidget } from '../../src/render/widget';
import { textSchema } from '../_lib/common-props';

export const vipProgressProps = z.strictObject({
  label: z._default(textSchema, 't:screens_vip_progress'),
  /** Show the club label (VIP tag) next to the title. */
  showLabel: z._default(z.boolean(), true),
  /** Progress 0..1 and the club label; by default the signed-in member's (null: not known yet, shown as loading). */
  progress: z.optional(z.nullable(z.number())),
  clubLabel: z.optional(z.string()),
});
export type VipProgressProps = z.infer<typeof vipProgressProps>;

export const vipProgressWidget = defineWidget<VipProgressProps>({
  type: 'VipProgress',
  description: 'Progress towards the next VIP rank as a bar and a whole percent.',
  props: vipProgressProps,
  bind: () => ({ progress: { var: 'data.vipProgress' }, clubLabel: { var: 'data.clubLabel' } }),
  load: () => import('../_lazy/shell').then((views) => ({ default: views.VipProgressView })),
});
