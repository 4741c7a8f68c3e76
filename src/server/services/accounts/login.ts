import { sameTextIgnoringCase } from '../../data/portable';
import type { StoreDb } from '../../data/store';

/** A member a login names, with what the login checks. */
export interface LoginCandidate {
  id: number;
  username: string;
  type: number;
  passwordHash: string;
  firstTimeLogin: number;
  disabled: number;
}

const CANDIDATE = ['id', 'username', 'type', 'password_hash as passwordHash', 'first_time_login as firstTimeLogin', 'disabled'] as const;

function candidateByUsername(db: StoreDb, merchantCode: string, username: string): Promise<LoginCandidate | undefined> {
  return db.selectFrom('members').where('merchant_code', '=', merchantCode).where(sameTextIgnoringCase('username', username)).select(CANDIDATE).executeTakeFirst();
}

/**
 * The member a username login names: the storefront's own member, else a trial (type 4) account
 * with that name under the trial merchant code (the storefront's member wins a name clash).
 */
export async function passwordLoginCandidate(db: StoreDb, merchantCode: string, trialMerchantCode: string | null, username: string): Promise<LoginCandidate | undefined> {
  return (await candidateByUsername(db, merchantCode, username)) ?? (trialMerchantCode ? candidateByUsername(db, trialMerchantCode, username) : undefined);
}

/** The member an SMS login names: the first with that mobile number at the merchant. */
export function smsLoginCandidate(db: StoreDb, merchantCode: string, countryDialingCode: string, mobileNum: string): Promise<LoginCandidate | undefined> {
  return db
    .selectFrom('members')
    .where('merchant_code', '=', merchantCode)
    .where('country_dialing_code', '=', countryDialingCode)
    .where('mobile_num', '=', mobileNum)
    .orderBy('id')
    .select(CANDIDATE)
    .limit(1)
    .executeTakeFirst();
}

/** Records that the member has logged in once (the first-login prompt is not shown again). */
export async function markFirstLoginDone(db: StoreDb, memberId: number): Promise<void> {
  await db.updateTable('members').set({ first_time_login: 0 }).where('id', '=', memberId).execute();
}
