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
  /** Balance, hidden and refreshing state; by default the wallet's (data.wallet, state.balanceHidden, state.walletLoading). */
  amount: z.number().optional(),
  hidden: z.boolean().optional(),
  loading: z.boolean().optional(),
});
export type BalanceProps = z.infer<typeof balanceProps>;

export const balanceWidget = defineWidget<BalanceProps>({
  type: 'Balance',
  description: 'The wallet balance with 2 decimals; stars when hidden, masked while refreshing; raises "toggle" and "refresh".',
  props: balanceProps,
  events: ['toggle', 'refresh'],
  bind: () => ({
    amount: { var: 'data.wallet.sumBalance' },
    hidden: { '!!': [{ var: 'state.balanceHidden' }] },
    loading: { '!!': [{ var: 'state.walletLoading' }] },
  }),
  view: BalanceView,
});
