export const HIDDEN_BALANCE = '****';

/**
 * What the balance shows: stars when the player hid it or while a refresh is in flight (a stale
 * figure must not look current), "--" before the wallet ever loaded, else 2 decimals.
 */
export function balanceText(sumBalance: number | null | undefined, hidden: boolean, loading: boolean): string {
  if (hidden || loading) return HIDDEN_BALANCE;
  if (typeof sumBalance !== 'number' || !Number.isFinite(sumBalance)) return '--';
  return sumBalance.toFixed(2);
}
