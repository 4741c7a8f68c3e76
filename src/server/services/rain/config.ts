import type { Db } from '../../db/open';

/** A merchant's red envelope rain, as stored (cents, seconds). */
export interface RainConfig {
  enabled: boolean;
  /** A round starts every so many seconds (aligned on the epoch, so every server agrees). */
  everySeconds: number;
  roundSeconds: number;
  amountMinCents: number;
  amountMaxCents: number;
  /** Envelopes that may count for one member in one round. */
  perMemberLimit: number;
  /** Envelopes that may count in one round, all members together. */
  envelopesPerRound: number;
  roundBudgetCents: number;
  /** Credited deposits the member must have made today (UTC day) to join; 0 = none. */
  minDepositTodayCents: number;
}

/**
 * The demo rain: a one-minute round every three minutes, so a demo session always finds a round
 * live or starting within two minutes. Each envelope 0.88-8.88, five per member and round, 200
 * envelopes and 888.00 per round, open to every real member (no deposit needed).
 */
export const RAIN_DEFAULTS: RainConfig = {
  enabled: true,
  everySeconds: 180,
  roundSeconds: 60,
  amountMinCents: 88,
  amountMaxCents: 888,
  perMemberLimit: 5,
  envelopesPerRound: 200,
  roundBudgetCents: 888_00,
  minDepositTodayCents: 0,
};

const SELECT = `SELECT enabled, every_seconds AS everySeconds, round_seconds AS roundSeconds, amount_min_cents AS amountMinCents,
  amount_max_cents AS amountMaxCents, per_member_limit AS perMemberLimit, envelopes_per_round AS envelopesPerRound,
  round_budget_cents AS roundBudgetCents, min_deposit_today_cents AS minDepositTodayCents
  FROM red_rain_config WHERE merchant_code = ?`;

/** The merchant's rain, or null when it has none. */
export function readRainConfig(db: Db, merchantCode: string): RainConfig | null {
  const row = db.prepare(SELECT).get(merchantCode) as (Omit<RainConfig, 'enabled'> & { enabled: number }) | undefined;
  return row ? { ...row, enabled: row.enabled === 1 } : null;
}

/** Creates or replaces the merchant's rain (rounds already stored keep their own rules). */
export function writeRainConfig(db: Db, merchantCode: string, c: RainConfig, now = Date.now()): void {
  db.prepare(
    `INSERT INTO red_rain_config (merchant_code, enabled, every_seconds, round_seconds, amount_min_cents, amount_max_cents,
       per_member_limit, envelopes_per_round, round_budget_cents, min_deposit_today_cents, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (merchant_code) DO UPDATE SET enabled = excluded.enabled, every_seconds = excluded.every_seconds,
       round_seconds = excluded.round_seconds, amount_min_cents = excluded.amount_min_cents, amount_max_cents = excluded.amount_max_cents,
       per_member_limit = excluded.per_member_limit, envelopes_per_round = excluded.envelopes_per_round,
       round_budget_cents = excluded.round_budget_cents, min_deposit_today_cents = excluded.min_deposit_today_cents, updated_at = excluded.updated_at`,
  ).run(
    merchantCode, c.enabled ? 1 : 0, c.everySeconds, c.roundSeconds, c.amountMinCents, c.amountMaxCents,
    c.perMemberLimit, c.envelopesPerRound, c.roundBudgetCents, c.minDepositTodayCents, now,
  );
}

/** The rules as players and operators read them: money in currency units, times in seconds. */
export function rulesView(c: RainConfig) {
  return {
    enabled: c.enabled,
    everySeconds: c.everySeconds,
    roundSeconds: c.roundSeconds,
    amountMin: c.amountMinCents / 100,
    amountMax: c.amountMaxCents / 100,
    perMemberLimit: c.perMemberLimit,
    envelopesPerRound: c.envelopesPerRound,
    roundBudget: c.roundBudgetCents / 100,
    minDepositToday: c.minDepositTodayCents / 100,
  };
}
