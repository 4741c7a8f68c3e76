import type { StoreDb } from '../../data/store';
import { memberGrabsInRound } from './member-grabs';
import type { RoundRules } from './rounds';

/** A round to show: a stored one (live), or the next one before it is stored (id null, nothing grabbed). */
export interface ShownRound extends RoundRules {
  id: number | null;
  startsAt: number;
  endsAt: number;
  grabbed: number;
  spentCents: number;
}

/** What GET /wps/redRain answers as `round` (amounts in units). */
export interface MemberRoundView {
  id: number | null;
  status: 'live' | 'upcoming';
  startsAt: number;
  endsAt: number;
  amountMin: number;
  amountMax: number;
  perMemberLimit: number;
  envelopes: number;
  envelopesLeft: number;
  budget: number;
  budgetLeft: number;
  /** The member's envelopes in this round, their total, and how many more the member may open. */
  grabbed: number;
  total: number;
  left: number;
}

/**
 * A round as the member sees it: its rules, what is left of it, and the member's own part. A round
 * whose envelopes or budget ran out shows nothing left, for everyone.
 */
export async function memberRoundView(db: StoreDb, memberId: number, round: ShownRound, status: 'live' | 'upcoming'): Promise<MemberRoundView> {
  const mine = round.id === null ? { n: 0, cents: 0 } : await memberGrabsInRound(db, round.id, memberId);
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
