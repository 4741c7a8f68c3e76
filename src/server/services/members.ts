import { atomic, sameTextIgnoringCase } from '../data/portable';
import type { StoreDb } from '../data/store';
import { openAccount } from './wallet';

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
  payeeName?: string;
  paymentPasswordHash?: string | null;
  firstTimeLogin?: boolean;
  profile?: Record<string, string>;
}

/** Another member got the name first (the store's unique name per merchant refused this one). */
export class UsernameTakenError extends Error {
  constructor(readonly username: string) {
    super(`the username ${username} is taken`);
  }
}

const row = (m: NewMember, now: number) => ({
  merchant_code: m.merchantCode, username: m.username, password_hash: m.passwordHash, type: m.type, nickname: m.nickname ?? '', balance_cents: 0,
  club_label: m.clubLabel ?? '', parent_id: m.parentId ?? null, mobile_num: m.mobileNum ?? '', country_dialing_code: m.countryDialingCode ?? '',
  email: m.email ?? '', payee_name: m.payeeName ?? '', payment_password_hash: m.paymentPasswordHash ?? null,
  first_time_login: m.firstTimeLogin === false ? 0 : 1, profile: JSON.stringify(m.profile ?? {}), created_at: now,
});

/** A unique constraint refused the write (SQLite's code or PostgreSQL's). */
function isUniqueViolation(error: unknown): boolean {
  const code = String((error as { code?: unknown }).code ?? '');
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/**
 * Creates a member and answers its id (registration, trial accounts, the operator API and the
 * studio's preview accounts). The balance starts at 0; first money comes through the wallet, in the
 * same transaction, so even an opening balance has its account record. Two sign-ups racing for one
 * name: the second gets UsernameTakenError.
 */
export function createMember(db: StoreDb, m: NewMember, now = Date.now()): Promise<number> {
  return atomic(db, async (trx) => {
    let id: number;
    try {
      ({ id } = await trx.insertInto('members').values(row(m, now)).returning('id').executeTakeFirstOrThrow());
    } catch (error) {
      throw isUniqueViolation(error) ? new UsernameTakenError(m.username) : error;
    }
    await openAccount(trx, id, m.balanceCents ?? 0, now);
    return id;
  });
}

/** Whether a username is taken at the merchant (names are compared case-insensitively). */
export async function isUsernameTaken(db: StoreDb, merchantCode: string, username: string): Promise<boolean> {
  const found = await db.selectFrom('members').where('merchant_code', '=', merchantCode).where(sameTextIgnoringCase('username', username)).select('id').executeTakeFirst();
  return found !== undefined;
}

/** Whether a member of the merchant already registered this number (an SMS code for sign-up is refused then). */
export async function isMobileRegistered(db: StoreDb, merchantCode: string, countryDialingCode: string, mobileNum: string): Promise<boolean> {
  const found = await db
    .selectFrom('members')
    .where('merchant_code', '=', merchantCode)
    .where('country_dialing_code', '=', countryDialingCode)
    .where('mobile_num', '=', mobileNum)
    .select('id')
    .executeTakeFirst();
  return found !== undefined;
}
