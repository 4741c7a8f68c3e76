import type { FastifyRequest } from 'fastify';
import { requireSession, type SessionRow } from '../../auth/session';
import type { StoreDb } from '../../data/store';
import { fail, MESSAGES } from '../../http/reply';
import { isSwitchOn, sessionMerchant } from '../merchant';

/** Member types the spec treats as real members (what the free check and deposit allow). */
export const REAL_MEMBER_TYPES: readonly number[] = [0, 1, 2];

/** The switch behind each benefits area and the code its refusal carries. */
export const BENEFIT_SWITCHES = {
  vip: { code: 'VIPBENEFITS3', errorCode: 'vip.disabled' },
  rewards: { code: 'REWCEN3', errorCode: 'rewards.disabled' },
  mall: { code: 'PTSYS3', errorCode: 'mall.disabled' },
} as const;
export type BenefitArea = keyof typeof BENEFIT_SWITCHES;

/** 403 with the catalogue's permission text while the merchant has the area's switch off. */
export async function requireAreaOn(db: StoreDb, merchantCode: string, area: BenefitArea): Promise<void> {
  const { code, errorCode } = BENEFIT_SWITCHES[area];
  if (!(await isSwitchOn(db, merchantCode, code))) fail(403, errorCode, MESSAGES.noPermission);
}

export interface BenefitMember {
  session: SessionRow;
  /** The storefront whose configuration (levels, items, switches) the member sees. */
  merchantCode: string;
}

/**
 * A signed-in real member (types 0, 1, 2; trial and other accounts get free_reject, as deposit
 * does) of a merchant with the area switched on.
 */
export async function requireBenefitMember(db: StoreDb, req: FastifyRequest, area: BenefitArea): Promise<BenefitMember> {
  const session = requireSession(req);
  const merchantCode = sessionMerchant(session);
  await requireAreaOn(db, merchantCode, area);
  if (!REAL_MEMBER_TYPES.includes(session.type)) fail(403, 'free_reject', 'Please login an actual account to use this function');
  return { session, merchantCode };
}
