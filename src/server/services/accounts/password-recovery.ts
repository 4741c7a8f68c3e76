import { sameTextIgnoringCase } from '../../data/portable';
import type { StoreDb } from '../../data/store';

/** A member recovering a password: who they are and the current hash (a new password must differ). */
export interface RecoveringMember {
  id: number;
  username: string;
  hash: string;
}

const RECOVERING = ['id', 'username', 'password_hash as hash'] as const;

/** The enabled member with this username and (non-empty) e-mail address, both compared case-insensitively. */
export function recoverableMemberByEmail(db: StoreDb, merchantCode: string, username: string, email: string): Promise<{ id: number } | undefined> {
  return db
    .selectFrom('members')
    .where('merchant_code', '=', merchantCode)
    .where(sameTextIgnoringCase('username', username))
    .where(sameTextIgnoringCase('email', email))
    .where('email', '<>', '')
    .where('disabled', '=', 0)
    .select('id')
    .executeTakeFirst();
}

/** The first enabled member with this mobile number at the merchant. */
export function recoverableMemberByMobile(db: StoreDb, merchantCode: string, countryDialingCode: string, mobileNum: string): Promise<RecoveringMember | undefined> {
  return db
    .selectFrom('members')
    .where('merchant_code', '=', merchantCode)
    .where('country_dialing_code', '=', countryDialingCode)
    .where('mobile_num', '=', mobileNum)
    .where('disabled', '=', 0)
    .orderBy('id')
    .select(RECOVERING)
    .limit(1)
    .executeTakeFirst();
}

/** The member a reset link was issued to, unless it has been disabled since. */
export function recoverableMemberById(db: StoreDb, memberId: number): Promise<RecoveringMember | undefined> {
  return db.selectFrom('members').where('id', '=', memberId).where('disabled', '=', 0).select(RECOVERING).executeTakeFirst();
}
