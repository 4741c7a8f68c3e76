import { z } from 'zod';
import { defineWidget } from '../../src/render/widget';
import { textSchema } from '../_lib/common-props';
import { BalanceView } from './BalanceView';

export const balanceProps = z.strictObject({
  label: textSchema.default('t:screens_balance'),
  /** Eye button raising "toggle" (wire balance.toggle). */
  showToggle: z.boolean().default(true),
  /** Refresh button raising "refresh" (wire wallet.refresh). */
  showRefresh: z.boolean().default(true),
  size: z.enum(['md', 'lg']).default('md'),
});
export type BalanceProps = z.infer<typeof balanceProps>;

export const balanceWidget = defineWidget<BalanceProps>({
  type: 'Balance',
  description: 'The wallet balance with 2 decimals; stars when hidden, masked while refreshing; raises "toggle" and "refresh".',
  props: balanceProps,
  events: ['toggle', 'refresh'],
  view: BalanceView,
});
