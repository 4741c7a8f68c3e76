import { atomically, type Db } from '../db/open';
import { openAccountForSeed } from './wallet';

export interface NewMember {
  merchantCode: string;
  username: string;
  passwordHash: string;
  type: number;
  nickname?: string;
  /** The account's first money, recorded as its opening adjustment (see wallet.openAccount). */
  balanceCents?: number;
  clubLabel?: string;
  parentId?: number | null;
  mobileNum?: string;
  countryDialingCode?: string;
  email?: string;
  firstTimeLogin?: boolean;
  profile?: Record<string, string>;
}

/**
 * Creates a member and answers its id (registration, trial accounts, the operator API, the studio's
 * preview accounts and the seed). The balance starts at 0; first money comes through the wallet,
 * so even an opening balance has its account record.
 */
export function createMember(db: Db, m: NewMember, now = Date.now()): number {
  return atomically(db, () => {
    const result = db
      .prepare(
        `INSERT INTO members (merchant_code, username, password_hash, type, nickname, balance_cents, club_label, parent_id,
                              mobile_num, country_dialing_code, email, first_time_login, profile, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        m.merchantCode, m.username, m.passwordHash, m.type, m.nickname ?? '', 0, m.clubLabel ?? '',
        m.parentId ?? null, m.mobileNum ?? '', m.countryDialingCode ?? '', m.email ?? '', m.firstTimeLogin === false ? 0 : 1,
        JSON.stringify(m.profile ?? {}), now,
      );
    const id = Number(result.lastInsertRowid);
    openAccountForSeed(db, id, m.balanceCents ?? 0, now);
    return id;
  });
}

/** Whether a username is taken at the merchant (names are compared case-insensitively). */
export function isUsernameTaken(db: Db, merchantCode: string, username: string): boolean {
  return db.prepare('SELECT 1 FROM members WHERE merchant_code = ? AND username = ? COLLATE NOCASE').get(merchantCode, username) !== undefined;
}

/** Whether a member of the merchant already registered this number (an SMS code for sign-up is refused then). */
export function isMobileRegistered(db: Db, merchantCode: string, countryDialingCode: string, mobileNum: string): boolean {
  return Boolean(db.prepare('SELECT 1 FROM members WHERE merchant_code = ? AND country_dialing_code = ? AND mobile_num = ?').get(merchantCode, countryDialingCode, mobileNum));
}
