import { randomBytes } from 'node:crypto';
import { createSession, TRIAL_TYPE } from '../auth/session';
import type { StoreDb } from '../data/store';
import type { ServerDeps } from '../deps';
import { fail, MESSAGES } from '../http/reply';
import { hashPassword } from '../security/password';
import { createMember } from './members';
import { getMerchant, isSwitchOn } from './merchant';

/** Play money every trial account starts with. */
export const TRIAL_BALANCE_CENTS = 2_000_00;

/** Trial accounts are dropped once they are this old and have no live session. */
export const TRIAL_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

/** Removes stale trial accounts of a trial merchant; returns how many went. */
export async function pruneTrials(db: StoreDb, trialMerchantCode: string, now = Date.now()): Promise<number> {
  const result = await db
    .deleteFrom('members')
    .where('merchant_code', '=', trialMerchantCode)
    .where('type', '=', TRIAL_TYPE)
    .where('created_at', '<', now - TRIAL_RETENTION_MS)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('sessions as s').whereRef('s.member_id', '=', 'members.id').where('s.expires_at', '>', now).select('s.token'))),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Creates a free-play account (type 4) under the merchant's trial code and a session for it.
 * Refused with 403 when the merchant's FREEPLAY3 switch is off.
 */
export async function startTrial({ store }: Pick<ServerDeps, 'store'>, merchantCode: string): Promise<{ token: string; userName: string; customerType: number }> {
  const merchant = await getMerchant(store.db, merchantCode);
  if (!merchant.trialMerchantCode || !(await isSwitchOn(store.db, merchantCode, 'FREEPLAY3'))) fail(403, 'freeplay.disabled', MESSAGES.noPermission);
  // Each new trial tidies up after old ones, so free play cannot grow the table without bound.
  await pruneTrials(store.db, merchant.trialMerchantCode);
  const userName = `guest${randomBytes(4).toString('hex')}`;
  // Trial accounts never log in with a password; a random unguessable one keeps the column honest.
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  const id = await createMember(store.db, {
    merchantCode: merchant.trialMerchantCode, username: userName, passwordHash, type: TRIAL_TYPE,
    nickname: 'Guest', balanceCents: TRIAL_BALANCE_CENTS, firstTimeLogin: false,
  });
  const { token } = await createSession(store.db, id);
  return { token, userName, customerType: TRIAL_TYPE };
}
