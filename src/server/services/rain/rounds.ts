import type { Db } from '../../db/open';
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

const COLUMNS = `id, source, starts_at AS startsAt, ends_at AS endsAt, amount_min_cents AS amountMinCents, amount_max_cents AS amountMaxCents,
  per_member_limit AS perMemberLimit, envelopes, budget_cents AS budgetCents, grabbed, spent_cents AS spentCents`;

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
export function storeRound(db: Db, merchantCode: string, source: RoundRow['source'], slot: Slot, rules: RoundRules): RoundRow {
  db.prepare(
    `INSERT INTO red_rain_rounds (merchant_code, source, starts_at, ends_at, amount_min_cents, amount_max_cents, per_member_limit, envelopes, budget_cents)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (merchant_code, source, starts_at) DO NOTHING`,
  ).run(merchantCode, source, slot.startsAt, slot.endsAt, rules.amountMinCents, rules.amountMaxCents, rules.perMemberLimit, rules.envelopes, rules.budgetCents);
  return db.prepare(`SELECT ${COLUMNS} FROM red_rain_rounds WHERE merchant_code = ? AND source = ? AND starts_at = ?`).get(merchantCode, source, slot.startsAt) as RoundRow;
}

export function roundById(db: Db, merchantCode: string, id: number): RoundRow | undefined {
  return db.prepare(`SELECT ${COLUMNS} FROM red_rain_rounds WHERE merchant_code = ? AND id = ?`).get(merchantCode, id) as RoundRow | undefined;
}

/**
 * The round being played now: a manual round when one is live (it wins over the schedule), else the
 * scheduled one, stored the first time someone meets it live with the rain's rules of that moment.
 */
export function liveRound(db: Db, merchantCode: string, config: RainConfig, now: number): RoundRow | null {
  const manual = db
    .prepare(`SELECT ${COLUMNS} FROM red_rain_rounds WHERE merchant_code = ? AND source = 'manual' AND starts_at <= ? AND ends_at > ? ORDER BY starts_at DESC LIMIT 1`)
    .get(merchantCode, now, now) as RoundRow | undefined;
  if (manual) return manual;
  const { slot, live } = scheduledSlot(config, now);
  return live ? storeRound(db, merchantCode, 'schedule', slot, rulesOf(config)) : null;
}

/** The next round to start after `now`: the earlier of the next manual round and the schedule's. */
export function upcomingRound(db: Db, merchantCode: string, config: RainConfig, now: number): (Slot & RoundRules) | null {
  const manual = db
    .prepare(`SELECT ${COLUMNS} FROM red_rain_rounds WHERE merchant_code = ? AND source = 'manual' AND starts_at > ? ORDER BY starts_at LIMIT 1`)
    .get(merchantCode, now) as RoundRow | undefined;
  const scheduled = { ...nextScheduledSlot(config, now), ...rulesOf(config) };
  return manual && manual.startsAt <= scheduled.startsAt ? manual : scheduled;
}

/** Whether a grab arriving at `now` is in time for the round. */
export function acceptsGrabs(round: Pick<RoundRow, 'startsAt' | 'endsAt'>, now: number): boolean {
  return now >= round.startsAt && now < round.endsAt + GRACE_MS;
}
