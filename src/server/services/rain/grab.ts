import { randomInt } from 'node:crypto';
import type { Db } from '../../db/open';
import { balanceOf } from '../ledger';
import { creditBonus } from '../wallet';
import type { RoundRow } from './rounds';

/** won: the envelope counted; limit: the member has opened all theirs this round; empty: the round's envelopes or budget ran out. */
export type GrabOutcome = 'won' | 'limit' | 'empty';

export interface GrabAnswer {
  counted: boolean;
  /** The same request (round, member, key) was answered before: this is that answer again, nothing paid twice. */
  repeated: boolean;
  outcome: GrabOutcome;
  amount: number;
  /** The member's counted envelopes and their total in this round, after this one. */
  grabbed: number;
  total: number;
  /** Envelopes the member may still open in this round. */
  left: number;
  sumBalance: number;
}

/** Picks an amount in cents within [min, max] (both included). Tests pass their own. */
export type AmountPicker = (minCents: number, maxCents: number) => number;
export const randomAmount: AmountPicker = (min, max) => randomInt(min, max + 1);

interface GrabRequest {
  memberId: number;
  round: RoundRow;
  key: string;
  now: number;
  pick?: AmountPicker;
}

/**
 * Decides one tap, in one transaction: a repeated key answers its earlier grab; otherwise the
 * member's limit, the round's envelopes and its budget decide whether it counts and the server picks
 * the amount (never above what is left of the budget). A counted envelope credits the wallet and is
 * recorded as a DONE "bonus" transaction, so it shows in the account records.
 */
export function grabEnvelope(db: Db, request: GrabRequest): GrabAnswer {
  const { memberId, key, now } = request;
  const pick = request.pick ?? randomAmount;
  return db.transaction((): GrabAnswer => {
    const round = db.prepare('SELECT grabbed, spent_cents AS spent FROM red_rain_rounds WHERE id = ?').get(request.round.id) as { grabbed: number; spent: number };
    const rules = request.round;
    const mine = () => db.prepare('SELECT COUNT(*) AS n, COALESCE(SUM(amount_cents), 0) AS cents FROM red_rain_grabs WHERE round_id = ? AND member_id = ?').get(rules.id, memberId) as { n: number; cents: number };
    const balance = () => balanceOf(db, memberId);
    const answer = (outcome: GrabOutcome, amountCents: number, repeated: boolean, roundNow: { grabbed: number; spent: number }): GrabAnswer => {
      const own = mine();
      const roomLeft = rules.envelopes - roundNow.grabbed > 0 && rules.budgetCents - roundNow.spent >= rules.amountMinCents;
      const left = outcome === 'empty' || !roomLeft ? 0 : Math.max(0, rules.perMemberLimit - own.n);
      return { counted: amountCents > 0, repeated, outcome, amount: amountCents / 100, grabbed: own.n, total: own.cents / 100, left, sumBalance: balance() / 100 };
    };

    const earlier = db.prepare('SELECT amount_cents AS cents FROM red_rain_grabs WHERE round_id = ? AND member_id = ? AND request_key = ?').get(rules.id, memberId, key) as
      | { cents: number }
      | undefined;
    if (earlier) return answer('won', earlier.cents, true, round);
    if (mine().n >= rules.perMemberLimit) return answer('limit', 0, false, round);
    const budgetLeft = rules.budgetCents - round.spent;
    if (round.grabbed >= rules.envelopes || budgetLeft < rules.amountMinCents) return answer('empty', 0, false, round);

    const cents = Math.min(pick(rules.amountMinCents, rules.amountMaxCents), budgetLeft);
    db.prepare('UPDATE red_rain_rounds SET grabbed = grabbed + 1, spent_cents = spent_cents + ? WHERE id = ?').run(cents, rules.id);
    const recordId = creditBonus(db, memberId, cents, { source: 'redRain', roundId: rules.id }, now);
    db.prepare('INSERT INTO red_rain_grabs (round_id, member_id, request_key, amount_cents, transaction_id, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
      rules.id, memberId, key, cents, recordId, now,
    );
    return answer('won', cents, false, { grabbed: round.grabbed + 1, spent: round.spent + cents });
  })();
}
