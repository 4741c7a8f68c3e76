import type { Db } from '../../db/open';

/** A member recovering a password: who they are and the current hash (a new password must differ). */
export interface RecoveringMember {
  id: number;
  username: string;
  hash: string;
}

/** The enabled member with this username and (non-empty) e-mail address, both compared case-insensitively. */
export function recoverableMemberByEmail(db: Db, merchantCode: string, username: string, email: string): { id: number } | undefined {
  return db
    .prepare('SELECT id FROM members WHERE merchant_code = ? AND username = ? COLLATE NOCASE AND email = ? COLLATE NOCASE AND email != \'\' AND disabled = 0')
    .get(merchantCode, username, email) as { id: number } | undefined;
}

/** The first enabled member with this mobile number at the merchant. */
export function recoverableMemberByMobile(db: Db, merchantCode: string, countryDialingCode: string, mobileNum: string): RecoveringMember | undefined {
  return db
    .prepare('SELECT id, username, password_hash AS hash FROM members WHERE merchant_code = ? AND country_dialing_code = ? AND mobile_num = ? AND disabled = 0 ORDER BY id LIMIT 1')
    .get(merchantCode, countryDialingCode, mobileNum) as RecoveringMember | undefined;
}

/** The member a reset link was issued to, unless it has been disabled since. */
export function recoverableMemberById(db: Db, memberId: number): RecoveringMember | undefined {
  return db.prepare('SELECT id, username, password_hash AS hash FROM members WHERE id = ? AND disabled = 0').get(memberId) as RecoveringMember | undefined;
}
