import dayjs from 'dayjs';
import { lobbyCategories, lobbyVendors, prizeMode, vendorIcon } from './ops/games';
import { filterBy, findBy, get, lookup, matching, pluck, sortBy, take } from './ops/lists';
import { groupedMoney, withCurrency } from './money';

/**
 * Operations layouts need beyond json-logic's own, added to the same evaluator (plain functions,
 * no eval):
 * - `{ "date": [value, "YYYY-MM-DD"] }` formats a date (ISO text or epoch ms; "now" is now) with
 *   dayjs; a value that is no date gives "". A third argument adds days (`-59`: the first day of a
 *   60-day window), so a date picker's bounds need no script.
 * - `{ "lower": value }` lower-cases a text (case-insensitive search: `in` over two lowers).
 * - `{ "count": list }` the number of items of a list (0 for anything else).
 * - `{ "money": [value, decimals] }` a number with grouping and fixed decimals (2 by default), "" for no number.
 * - list operations: sortBy, take, matching (case-insensitive search), pluck, findBy, filterBy, get,
 *   lookup (a value's entry in a table written as data; ops/lists.ts);
 * - the lobby's rules: lobbyCategories, lobbyVendors, vendorIcon, prizeMode (ops/games.ts).
 */
let clock: () => number = Date.now;

/** Fixes what "now" means (snapshots render at one instant, so a greeting by hour cannot drift). */
export function setClock(now: () => number): void {
  clock = now;
}

export const EXTRA_OPERATIONS = {
  date: (value: unknown, format: unknown = 'YYYY-MM-DD', addDays: unknown = 0): string => {
    if (value === null || value === undefined || value === '') return '';
    const parsed = value === 'now' ? dayjs(clock()) : dayjs(value as string | number);
    const day = typeof addDays === 'number' && Number.isInteger(addDays) ? parsed.add(addDays, 'day') : parsed;
    return day.isValid() ? day.format(typeof format === 'string' ? format : 'YYYY-MM-DD') : '';
  },
  lower: (value: unknown): string => (value === null || value === undefined ? '' : String(value).toLowerCase()),
  count: (value: unknown): number => (Array.isArray(value) ? value.length : 0),
  money: (value: unknown, decimals: unknown = 2): string => {
    const amount = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
    if (!Number.isFinite(amount)) return '';
    const digits = typeof decimals === 'number' && decimals >= 0 && decimals <= 6 ? Math.floor(decimals) : 2;
    return groupedMoney(amount, digits);
  },
  /** Money with the merchant's currency symbol: `{ "currency": [amount, symbol, position, decimals?] }`. */
  currency: (value: unknown, symbol: unknown, position: unknown, decimals: unknown = 2): string => {
    const figure = EXTRA_OPERATIONS.money(value, decimals);
    return figure ? withCurrency(figure, symbol, position) : '';
  },
  sortBy,
  take,
  matching,
  pluck,
  findBy,
  filterBy,
  get,
  lookup,
  lobbyCategories,
  lobbyVendors,
  vendorIcon,
  prizeMode,
} as const;

export const EXTRA_OPERATORS = Object.keys(EXTRA_OPERATIONS) as (keyof typeof EXTRA_OPERATIONS)[];
