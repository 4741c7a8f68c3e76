import { TRIAL_TYPE, type SessionRow } from '../../auth/session';
import type { Db } from '../../db/open';
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
export function depositTodayCents(db: Db, memberId: number, now: number): number {
  const row = db
    .prepare("SELECT COALESCE(SUM(amount_cents), 0) AS cents FROM transactions WHERE member_id = ? AND kind = 'deposit' AND status = 'DONE' AND created_at >= ?")
    .get(memberId, utcDayStart(now)) as { cents: number };
  return row.cents;
}

/** Whether the member may join the rain now, and why not. */
export function rainEligibility(db: Db, session: SessionRow, config: RainConfig, now: number): Eligibility {
  const deposit = depositTodayCents(db, session.memberId, now);
  const base = { depositToday: deposit / 100, minDepositToday: config.minDepositTodayCents / 100 };
  if (session.type === TRIAL_TYPE) return { eligible: false, reason: 'trial', ...base };
  if (!RAIN_MEMBER_TYPES.includes(session.type)) return { eligible: false, reason: 'accountType', ...base };
  if (deposit < config.minDepositTodayCents) return { eligible: false, reason: 'deposit', ...base };
  return { eligible: true, reason: null, ...base };
}
