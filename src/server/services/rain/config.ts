import type { StoreDb } from '../../data/store';

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

/** The merchant's rain, or null when it has none. */
export async function readRainConfig(db: StoreDb, merchantCode: string): Promise<RainConfig | null> {
  const row = await db
    .selectFrom('red_rain_config')
    .where('merchant_code', '=', merchantCode)
    .select([
      'enabled', 'every_seconds as everySeconds', 'round_seconds as roundSeconds', 'amount_min_cents as amountMinCents', 'amount_max_cents as amountMaxCents',
      'per_member_limit as perMemberLimit', 'envelopes_per_round as envelopesPerRound', 'round_budget_cents as roundBudgetCents', 'min_deposit_today_cents as minDepositTodayCents',
    ])
    .executeTakeFirst();
  return row ? { ...row, enabled: row.enabled === 1 } : null;
}

const columnsOf = (c: RainConfig, now: number) => ({
  enabled: c.enabled ? 1 : 0, every_seconds: c.everySeconds, round_seconds: c.roundSeconds, amount_min_cents: c.amountMinCents, amount_max_cents: c.amountMaxCents,
  per_member_limit: c.perMemberLimit, envelopes_per_round: c.envelopesPerRound, round_budget_cents: c.roundBudgetCents, min_deposit_today_cents: c.minDepositTodayCents, updated_at: now,
});

/** Creates or replaces the merchant's rain (rounds already stored keep their own rules). */
export async function writeRainConfig(db: StoreDb, merchantCode: string, c: RainConfig, now = Date.now()): Promise<void> {
  const columns = columnsOf(c, now);
  await db.insertInto('red_rain_config').values({ merchant_code: merchantCode, ...columns }).onConflict((oc) => oc.column('merchant_code').doUpdateSet(columns)).execute();
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
