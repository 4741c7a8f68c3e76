import { randomInt } from 'node:crypto';
import type { Store } from '../../data/store';
import { balanceOf } from '../ledger';
import { creditBonus } from '../wallet';
import { memberGrabsInRound } from './member-grabs';
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
 * recorded as a DONE "bonus" transaction, so it shows in the account records. On PostgreSQL taps
 * at once that read the same round run again, so the limits hold across nodes (the amount may be
 * picked again then).
 */
export function grabEnvelope(store: Store, request: GrabRequest): Promise<GrabAnswer> {
  const { memberId, key, now } = request;
  const pick = request.pick ?? randomAmount;
  const rules = request.round;
  return store.transaction(async (trx): Promise<GrabAnswer> => {
    const round = await trx.selectFrom('red_rain_rounds').where('id', '=', rules.id).select(['grabbed', 'spent_cents as spent']).executeTakeFirstOrThrow();
    const answer = async (outcome: GrabOutcome, amountCents: number, repeated: boolean, roundNow: { grabbed: number; spent: number }): Promise<GrabAnswer> => {
      const own = await memberGrabsInRound(trx, rules.id, memberId);
      const roomLeft = rules.envelopes - roundNow.grabbed > 0 && rules.budgetCents - roundNow.spent >= rules.amountMinCents;
      const left = outcome === 'empty' || !roomLeft ? 0 : Math.max(0, rules.perMemberLimit - own.n);
      const balance = await balanceOf(trx, memberId);
      return { counted: amountCents > 0, repeated, outcome, amount: amountCents / 100, grabbed: own.n, total: own.cents / 100, left, sumBalance: balance / 100 };
    };

    const earlier = await trx
      .selectFrom('red_rain_grabs')
      .where('round_id', '=', rules.id)
      .where('member_id', '=', memberId)
      .where('request_key', '=', key)
      .select('amount_cents')
      .executeTakeFirst();
    if (earlier) return answer('won', earlier.amount_cents, true, round);
    if ((await memberGrabsInRound(trx, rules.id, memberId)).n >= rules.perMemberLimit) return answer('limit', 0, false, round);
    const budgetLeft = rules.budgetCents - round.spent;
    if (round.grabbed >= rules.envelopes || budgetLeft < rules.amountMinCents) return answer('empty', 0, false, round);

    const cents = Math.min(pick(rules.amountMinCents, rules.amountMaxCents), budgetLeft);
    await trx
      .updateTable('red_rain_rounds')
      .set((eb) => ({ grabbed: eb('grabbed', '+', 1), spent_cents: eb('spent_cents', '+', cents) }))
      .where('id', '=', rules.id)
      .execute();
    const recordId = await creditBonus(trx, memberId, cents, { source: 'redRain', roundId: rules.id }, now);
    await trx.insertInto('red_rain_grabs').values({ round_id: rules.id, member_id: memberId, request_key: key, amount_cents: cents, transaction_id: recordId, created_at: now }).execute();
    return answer('won', cents, false, { grabbed: round.grabbed + 1, spent: round.spent + cents });
  });
}
