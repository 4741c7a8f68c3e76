import type { Db } from '../../db/open';
import { requireSession } from '../../auth/session';
import type { RouteModule } from '../../deps';
import { ok } from '../../http/reply';
import { rainFor } from '../../services/rain/access';
import { rulesView } from '../../services/rain/config';
import { rainEligibility } from '../../services/rain/eligibility';
import { liveRound, upcomingRound, type RoundRules } from '../../services/rain/rounds';

interface ShownRound extends RoundRules {
  id: number | null;
  startsAt: number;
  endsAt: number;
  grabbed: number;
  spentCents: number;
}

/** A round as the member sees it: its rules, what is left of it, and the member's own part. */
function roundView(db: Db, memberId: number, round: ShownRound, status: 'live' | 'upcoming') {
  const mine = round.id === null
    ? { n: 0, cents: 0 }
    : (db.prepare('SELECT COUNT(*) AS n, COALESCE(SUM(amount_cents), 0) AS cents FROM red_rain_grabs WHERE round_id = ? AND member_id = ?').get(round.id, memberId) as { n: number; cents: number });
  const envelopesLeft = Math.max(0, round.envelopes - round.grabbed);
  const budgetLeftCents = Math.max(0, round.budgetCents - round.spentCents);
  const open = envelopesLeft > 0 && budgetLeftCents >= round.amountMinCents;
  return {
    id: round.id,
    status,
    startsAt: round.startsAt,
    endsAt: round.endsAt,
    amountMin: round.amountMinCents / 100,
    amountMax: round.amountMaxCents / 100,
    perMemberLimit: round.perMemberLimit,
    envelopes: round.envelopes,
    envelopesLeft: open ? envelopesLeft : 0,
    budget: round.budgetCents / 100,
    budgetLeft: budgetLeftCents / 100,
    grabbed: mine.n,
    total: mine.cents / 100,
    left: open ? Math.max(0, round.perMemberLimit - mine.n) : 0,
  };
}

/**
 * GET /wps/redRain: the rain the member sees now: its rules, the live round (else the next one)
 * with what is left of it and the member's own envelopes, and whether the member may join (and
 * why not). `enabled: false` (everything else null) when the merchant runs no rain.
 */
export const rainInfoRoute: RouteModule = (app, { db }) => {
  app.get('/wps/redRain', (req) => {
    const s = requireSession(db, req);
    const now = Date.now();
    const rain = rainFor(db, s);
    if (!rain) return ok({ enabled: false, serverTime: now, rules: null, round: null, eligibility: null });
    const live = liveRound(db, rain.merchant, rain.config, now);
    const next = live ? null : upcomingRound(db, rain.merchant, rain.config, now);
    const round = live
      ? roundView(db, s.memberId, live, 'live')
      : next && roundView(db, s.memberId, { id: null, grabbed: 0, spentCents: 0, ...next }, 'upcoming');
    return ok({ enabled: true, serverTime: now, rules: rulesView(rain.config), round, eligibility: rainEligibility(db, s, rain.config, now) });
  });
};
