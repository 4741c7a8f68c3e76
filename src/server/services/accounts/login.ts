import type { Db } from '../../db/open';

/** A member a login names, with what the login checks. */
export interface LoginCandidate {
  id: number;
  username: string;
  type: number;
  passwordHash: string;
  firstTimeLogin: number;
  disabled: number;
}

function candidateByUsername(db: Db, merchantCode: string, username: string): LoginCandidate | undefined {
  return db
    .prepare(
      `SELECT id, username, type, password_hash AS passwordHash, first_time_login AS firstTimeLogin, disabled
       FROM members WHERE merchant_code = ? AND username = ? COLLATE NOCASE`,
    )
    .get(merchantCode, username) as LoginCandidate | undefined;
}

/**
 * The member a username login names: the storefront's own member, else a trial (type 4) account
 * with that name under the trial merchant code (the storefront's member wins a name clash).
 */
export function passwordLoginCandidate(db: Db, merchantCode: string, trialMerchantCode: string | null, username: string): LoginCandidate | undefined {
  return candidateByUsername(db, merchantCode, username) ?? (trialMerchantCode ? candidateByUsername(db, trialMerchantCode, username) : undefined);
}

/** The member an SMS login names: the first with that mobile number at the merchant. */
export function smsLoginCandidate(db: Db, merchantCode: string, countryDialingCode: string, mobileNum: string): LoginCandidate | undefined {
  return db
    .prepare(
      `SELECT id, username, type, password_hash AS passwordHash, first_time_login AS firstTimeLogin, disabled
       FROM members WHERE merchant_code = ? AND country_dialing_code = ? AND mobile_num = ? ORDER BY id LIMIT 1`,
    )
    .get(merchantCode, countryDialingCode, mobileNum) as LoginCandidate | undefined;
}

/** Records that the member has logged in once (the first-login prompt is not shown again). */
export function markFirstLoginDone(db: Db, memberId: number): void {
  db.prepare('UPDATE members SET first_time_login = 0 WHERE id = ?').run(memberId);
}
