import { z } from 'zod/mini';
import { defineWidget } from '../../src/render/widget';
import { textSchema } from '../_lib/common-props';

export const balanceProps = z.strictObject({
  label: z._default(textSchema, 't:screens_balance'),
  /** Eye button raising "toggle" (wire balance.toggle). */
  showToggle: z._default(z.boolean(), true),
  /** Refresh button raising "refresh" (wire wallet.refresh). */
  showRefresh: z._default(z.boolean(), true),
  size: z._default(z.enum(['md', 'lg']), 'md'),
  /** Balance, hidden and refreshing state; by default the wallet's (data.wallet, state.balanceHidden, state.walletLoading). */
  amount: z.optional(z.number()),
  hidden: z.optional(z.boolean()),
  loading: z.optional(z.boolean()),
  /** The merchant's money format; by default its template's currency_symbol (¥ when none) and currency_position. */
  currencySymbol: z.optional(z.string()),
  currencyPosition: z.optional(z.string()),
});
export type BalanceProps = z.infer<typeof balanceProps>;

export const balanceWidget = defineWidget<BalanceProps>({
  type: 'Balance',
  description: 'The wallet balance as money reads everywhere (¥12,345.50: grouped, 2 decimals, the template\'s currency symbol and position); stars when hidden, masked while refreshing; raises "toggle" and "refresh".',
  props: balanceProps,
  events: ['toggle', 'refresh'],
  bind: () => ({
    amount: { var: 'data.wallet.sumBalance' },
    hidden: { '!!': [{ var: 'state.balanceHidden' }] },
    loading: { '!!': [{ var: 'state.walletLoading' }] },
    currencySymbol: { var: 'template.currency_symbol' },
    currencyPosition: { var: 'template.currency_position' },
  }),
  load: () => import('../_lazy/shell').then((views) => ({ default: views.BalanceView })),
});
