import type { StoreDb } from '../../data/store';
import type { RainConfig } from './config';
import { nextScheduledSlot, scheduledSlot, type Slot } from './schedule';

/** Taps sent in the last moment of a round still count when they arrive this late (a slow network). */
export const GRACE_MS = 2000;

export interface RoundRow {
  id: number;
  source: 'schedule' | 'manual';
  startsAt: number;
  endsAt: number;
  amountMinCents: number;
  amountMaxCents: number;
  perMemberLimit: number;
  envelopes: number;
  budgetCents: number;
  grabbed: number;
  spentCents: number;
}

const rounds = (db: StoreDb, merchantCode: string) =>
  db
    .selectFrom('red_rain_rounds')
    .where('merchant_code', '=', merchantCode)
    .select([
      'id', 'source', 'starts_at as startsAt', 'ends_at as endsAt', 'amount_min_cents as amountMinCents', 'amount_max_cents as amountMaxCents',
      'per_member_limit as perMemberLimit', 'envelopes', 'budget_cents as budgetCents', 'grabbed', 'spent_cents as spentCents',
    ])
    .$narrowType<{ source: RoundRow['source'] }>();

/** Rules a new round takes from the rain (manual rounds may override them). */
export type RoundRules = Pick<RoundRow, 'amountMinCents' | 'amountMaxCents' | 'perMemberLimit' | 'envelopes' | 'budgetCents'>;

export function rulesOf(config: RainConfig): RoundRules {
  return {
    amountMinCents: config.amountMinCents,
    amountMaxCents: config.amountMaxCents,
    perMemberLimit: config.perMemberLimit,
    envelopes: config.envelopesPerRound,
    budgetCents: config.roundBudgetCents,
  };
}

/** Stores a round (once per merchant, source and start) and answers it. */
export async function storeRound(db: StoreDb, merchantCode: string, source: RoundRow['source'], slot: Slot, rules: RoundRules): Promise<RoundRow> {
  await db
    .insertInto('red_rain_rounds')
    .values({
      merchant_code: merchantCode, source, starts_at: slot.startsAt, ends_at: slot.endsAt, amount_min_cents: rules.amountMinCents, amount_max_cents: rules.amountMaxCents,
      per_member_limit: rules.perMemberLimit, envelopes: rules.envelopes, budget_cents: rules.budgetCents,
    })
    .onConflict((oc) => oc.columns(['merchant_code', 'source', 'starts_at']).doNothing())
    .execute();
  return rounds(db, merchantCode).where('source', '=', source).where('starts_at', '=', slot.startsAt).executeTakeFirstOrThrow();
}

export function roundById(db: StoreDb, merchantCode: string, id: number): Promise<RoundRow | undefined> {
  return rounds(db, merchantCode).where('id', '=', id).executeTakeFirst();
}

/**
 * The round being played now: a manual round when one is live (it wins over the schedule), else the
 * scheduled one, stored the first time someone meets it live with the rain's rules of that moment.
 */
export async function liveRound(db: StoreDb, merchantCode: string, config: RainConfig, now: number): Promise<RoundRow | null> {
  const manual = await rounds(db, merchantCode).where('source', '=', 'manual').where('starts_at', '<=', now).where('ends_at', '>', now).orderBy('starts_at', 'desc').limit(1).executeTakeFirst();
  if (manual) return manual;
  const { slot, live } = scheduledSlot(config, now);
  return live ? storeRound(db, merchantCode, 'schedule', slot, rulesOf(config)) : null;
}

/** The next round to start after `now`: the earlier of the next manual round and the schedule's. */
export async function upcomingRound(db: StoreDb, merchantCode: string, config: RainConfig, now: number): Promise<(Slot & RoundRules) | null> {
  const manual = await rounds(db, merchantCode).where('source', '=', 'manual').where('starts_at', '>', now).orderBy('starts_at').limit(1).executeTakeFirst();
  const scheduled = { ...nextScheduledSlot(config, now), ...rulesOf(config) };
  return manual && manual.startsAt <= scheduled.startsAt ? manual : scheduled;
}

/** Whether a grab arriving at `now` is in time for the round. */
export function acceptsGrabs(round: Pick<RoundRow, 'startsAt' | 'endsAt'>, now: number): boolean {
  return now >= round.startsAt && now < round.endsAt + GRACE_MS;
}
