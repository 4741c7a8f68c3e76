/**
 * How money reads everywhere a player sees it: fixed decimals, thousands grouping and the
 * merchant's currency symbol on the side its template says (spec: before the amount when the
 * currency position is F or empty, after it when B).
 */

/**
 * Fixed decimals and thousands grouping (12,345.50). Plain arithmetic on purpose: the first Intl
 * number formatter a page builds costs about 50 ms on a slow phone (locale data), for a format
 * that never changes with the language here.
 */
export function groupedMoney(amount: number, digits: number): string {
  const [whole, fraction] = Math.abs(amount).toFixed(digits).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = amount < 0 && Number(whole + (fraction ?? '')) !== 0 ? '-' : '';
  return fraction ? `${sign}${grouped}.${fraction}` : `${sign}${grouped}`;
}

/** The symbol a merchant shows when its template names none. */
export const DEFAULT_CURRENCY_SYMBOL = '¥';

/** `figure` with the currency symbol before it (position F, empty or unknown) or after it (B, with a space). */
export function withCurrency(figure: string, symbol: unknown, position: unknown): string {
  const sign = typeof symbol === 'string' ? symbol : DEFAULT_CURRENCY_SYMBOL;
  if (!sign) return figure;
  if (position === 'B') return `${figure} ${sign}`;
  // A debt reads -¥3.00, not ¥-3.00.
  return figure.startsWith('-') ? `-${sign}${figure.slice(1)}` : `${sign}${figure}`;
}
