import { agentTeamKpiVariant } from '../../../../contract/agent/team-kpi';
import { requireAgent } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { ok } from '../../../http/reply';
import { serve } from '../../../http/serve';
import { teamCounters } from '../../../services/team';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day range of a variant: A today, B this week (from Monday), C this month, each up to today. */
export function variantRange(variant: 'A' | 'B' | 'C', now: number): { start: number; end: number } {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  const end = today + DAY_MS;
  if (variant === 'A') return { start: today, end };
  if (variant === 'B') return { start: today - ((new Date(today).getUTCDay() + 6) % 7) * DAY_MS, end };
  const d = new Date(today);
  return { start: Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1), end };
}

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The team counters of a period (src/contract/agent/team-kpi.ts: A today, B this week, C this
 * month), with the period's first and last day.
 */
export const teamKpiVariantsRoute: RouteModule = (app, deps) => {
  const { store } = deps;
  serve(app, deps, agentTeamKpiVariant, async ({ variant }, req) => {
    const s = requireAgent(req);
    const now = Date.now();
    const { start, end } = variantRange(variant, now);
    return ok({ variant, startDate: day(start), endDate: day(end - DAY_MS), footer: await teamCounters(store.db, s.memberId, start, end, now) });
  });
};
