import { PERIODS } from '../../../contract/reports/fields';
import { fail } from '../../http/reply';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Reports reach this many days back, today included (a custom range is kept inside it). */
export const REPORT_WINDOW_DAYS = 60;

/** The named periods (the query fields every report takes are in src/contract/reports/fields.ts). */
export type PeriodName = (typeof PERIODS)[number];

export interface Period {
  /** First instant (epoch ms, inclusive) and the instant after the last day (exclusive). */
  from: number;
  to: number;
  /** The days covered, YYYY-MM-DD (UTC days, as the team counters count them). */
  startDate: string;
  endDate: string;
}

export const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const startOf = (day: string): number => Date.parse(`${day}T00:00:00Z`);

/**
 * Resolves a period to UTC days. A custom range must name both days in order; days outside the
 * report window (older than 60 days, or after today, which a phone ahead of UTC may send) are
 * brought inside it, and the answer says which days were counted.
 */
export function resolvePeriod(q: { period: PeriodName; startDate?: string; endDate?: string }, now = Date.now()): Period {
  const today = startOf(dayOf(now));
  const oldest = today - (REPORT_WINDOW_DAYS - 1) * DAY_MS;
  let first: number;
  let last: number;
  switch (q.period) {
    case 'today': first = last = today; break;
    case 'yesterday': first = last = today - DAY_MS; break;
    case 'last7': first = today - 6 * DAY_MS; last = today; break;
    case 'last30': first = today - 29 * DAY_MS; last = today; break;
    case 'custom': {
      if (!q.startDate) fail(400, 'validation.failed', 'Invalid startDate: is required for a custom period', { issues: [{ field: 'startDate', message: 'is required for a custom period' }] });
      if (!q.endDate) fail(400, 'validation.failed', 'Invalid endDate: is required for a custom period', { issues: [{ field: 'endDate', message: 'is required for a custom period' }] });
      if (q.startDate > q.endDate) fail(400, 'validation.failed', 'Invalid endDate: must not be before startDate', { issues: [{ field: 'endDate', message: 'must not be before startDate' }] });
      first = Math.min(Math.max(startOf(q.startDate), oldest), today);
      last = Math.min(Math.max(startOf(q.endDate), oldest), today);
      break;
    }
  }
  return { from: first, to: last + DAY_MS, startDate: dayOf(first), endDate: dayOf(last) };
}
