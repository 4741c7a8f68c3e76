import { TRIAL_TYPE, type SessionRow } from '../../auth/session';
import type { StoreDb } from '../../data/store';
import type { RainConfig } from './config';
import { utcDayStart } from './schedule';

/** Spec: real members are types 0, 1 and 2 (type 4 is a trial account, others are not real members). */
export const RAIN_MEMBER_TYPES: readonly number[] = [0, 1, 2];

export type IneligibleReason = 'trial' | 'accountType' | 'deposit';

export interface Eligibility {
  eligible: boolean;
  reason: IneligibleReason | null;
  depositToday: number;
  minDepositToday: number;
}

/** Credited (DONE) deposits of the member since the start of today (UTC), in cents. Pending requests do not count. */
export async function depositTodayCents(db: StoreDb, memberId: number, now: number): Promise<number> {
  const row = await db
    .selectFrom('transactions')
    .where('member_id', '=', memberId)
    .where('kind', '=', 'deposit')
    .where('status', '=', 'DONE')
    .where('created_at', '>=', utcDayStart(now))
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('cents'))
    .executeTakeFirstOrThrow();
  return Number(row.cents);
}

/** Whether the member may join the rain now, and why not. */
export async function rainEligibility(db: StoreDb, session: SessionRow, config: RainConfig, now: number): Promise<Eligibility> {
  const deposit = await depositTodayCents(db, session.memberId, now);
  const base = { depositToday: deposit / 100, minDepositToday: config.minDepositTodayCents / 100 };
  if (session.type === TRIAL_TYPE) return { eligible: false, reason: 'trial', ...base };
  if (!RAIN_MEMBER_TYPES.includes(session.type)) return { eligible: false, reason: 'accountType', ...base };
  if (deposit < config.minDepositTodayCents) return { eligible: false, reason: 'deposit', ...base };
  return { eligible: true, reason: null, ...base };
}
