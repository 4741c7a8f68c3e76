import { z } from 'zod';
import { defineWidget } from '../../src/render/widget';
import { textSchema } from '../_lib/common-props';
import { VipProgressView } from './VipProgressView';

export const vipProgressProps = z.strictObject({
  label: textSchema.default('t:screens_vip_progress'),
  /** Show the club label (VIP tag) next to the title. */
  showLabel: z.boolean().default(true),
  /** Progress 0..1 and the club label; by default the signed-in member's. */
  progress: z.number().optional(),
  clubLabel: z.string().optional(),
});
export type VipProgressProps = z.infer<typeof vipProgressProps>;

export const vipProgressWidget = defineWidget<VipProgressProps>({
  type: 'VipProgress',
  description: 'Progress towards the next VIP rank as a bar and a whole percent.',
  props: vipProgressProps,
  bind: () => ({ progress: { var: 'data.vipProgress' }, clubLabel: { var: 'data.clubLabel' } }),
  view: VipProgressView,
});
