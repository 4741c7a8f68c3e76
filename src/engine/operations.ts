import dayjs from 'dayjs';
import { lobbyCategories, lobbyVendors, prizeMode, vendorIcon } from './ops/games';
import { findBy, matching, pluck, sortBy, take } from './ops/lists';

/**
 * Operations layouts need beyond json-logic's own, added to the same evaluator (plain functions,
 * no eval):
 * - `{ "date": [value, "YYYY-MM-DD"] }` formats a date (ISO text or epoch ms; "now" is now) with
 *   dayjs; a value that is no date gives "".
 * - `{ "lower": value }` lower-cases a text (case-insensitive search: `in` over two lowers).
 * - `{ "count": list }` the number of items of a list (0 for anything else).
 * - list operations: sortBy, take, matching (case-insensitive search), pluck, findBy (ops/lists.ts);
 * - the lobby's rules: lobbyCategories, lobbyVendors, vendorIcon, prizeMode (ops/games.ts).
 */
export const EXTRA_OPERATIONS = {
  date: (value: unknown, format: unknown = 'YYYY-MM-DD'): string => {
    if (value === null || value === undefined || value === '') return '';
    const day = value === 'now' ? dayjs() : dayjs(value as string | number);
    return day.isValid() ? day.format(typeof format === 'string' ? format : 'YYYY-MM-DD') : '';
  },
  lower: (value: unknown): string => (value === null || value === undefined ? '' : String(value).toLowerCase()),
  count: (value: unknown): number => (Array.isArray(value) ? value.length : 0),
  sortBy,
  take,
  matching,
  pluck,
  findBy,
  lobbyCategories,
  lobbyVendors,
  vendorIcon,
  prizeMode,
} as const;

export const EXTRA_OPERATORS = Object.keys(EXTRA_OPERATIONS) as (keyof typeof EXTRA_OPERATIONS)[];
