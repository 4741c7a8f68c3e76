import { groupedMoney, withCurrency } from '../../src/engine/money';

export const HIDDEN_BALANCE = '****';

/** The merchant's money format: its currency symbol and the side it goes on (F or empty: before, B: after). */
export interface CurrencyFormat {
  symbol?: string;
  position?: string;
}

/**
 * What the balance shows: stars when the player hid it or while a refresh is in flight (a stale
 * figure must not look current), "--" before the wallet ever loaded, else the amount as every list
 * shows money: thousands grouped, 2 decimals, the merchant's currency symbol.
 */
export function balanceText(sumBalance: number | null | undefined, hidden: boolean, loading: boolean, currency: CurrencyFormat = {}): string {
  if (hidden || loading) return HIDDEN_BALANCE;
  if (typeof sumBalance !== 'number' || !Number.isFinite(sumBalance)) return '--';
  return withCurrency(groupedMoney(sumBalance, 2), currency.symbol, currency.position);
}
