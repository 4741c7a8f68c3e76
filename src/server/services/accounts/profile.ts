import { sql } from 'kysely';
import type { StoreDb } from '../../data/store';

/** The member's own profile as stored (GET /wps/member/info shapes it for the client). */
export interface MemberProfile {
  id: number;
  nickname: string;
  username: string;
  type: number;
  email: string;
  payeeName: string;
  mobileNum: string;
  countryDialingCode: string;
  headIcon: string;
  clubLabel: string;
  /** 1 when a payment password is set, else 0 (SQLite has no booleans). */
  hasPaymentPassword: number;
}

/** The profile of a member. */
export async function memberProfile(db: StoreDb, memberId: number): Promise<MemberProfile> {
  return db
    .selectFrom('members')
    .where('id', '=', memberId)
    .select([
      'id', 'nickname', 'username', 'type', 'email', 'payee_name as payeeName', 'mobile_num as mobileNum', 'country_dialing_code as countryDialingCode',
      'head_icon as headIcon', 'club_label as clubLabel',
    ])
    // A CASE, not the comparison itself: PostgreSQL would answer a boolean, SQLite 0 or 1.
    .select(sql<number>`CASE WHEN payment_password_hash IS NULL THEN 0 ELSE 1 END`.as('hasPaymentPassword'))
    .executeTakeFirstOrThrow();
}

/** The member's avatar: a preset's name, an uploaded picture's name, or empty. */
export async function headIconOf(db: StoreDb, memberId: number): Promise<string> {
  return (await db.selectFrom('members').where('id', '=', memberId).select('head_icon').executeTakeFirstOrThrow()).head_icon;
}

/** Makes a preset the member's avatar. */
export async function setHeadIcon(db: StoreDb, memberId: number, headIcon: string): Promise<void> {
  await db.updateTable('members').set({ head_icon: headIcon }).where('id', '=', memberId).execute();
}

/** Profile fields a member edits one at a time, and the column each lives in. */
const PROFILE_COLUMNS = { nickname: 'nickname', email: 'email', payeeName: 'payee_name' } as const;
export type ProfileField = keyof typeof PROFILE_COLUMNS;

/** Saves one profile field (the caller has checked it against the merchant's rule). */
export async function saveProfileField(db: StoreDb, memberId: number, field: ProfileField, value: string): Promise<void> {
  await db.updateTable('members').set({ [PROFILE_COLUMNS[field]]: value }).where('id', '=', memberId).execute();
}

/**
 * Sets a field only while it is still empty, in one conditional statement: of two first settings at
 * once, one lands and the other is told (false), so a set-once field is never overwritten.
 */
export async function saveProfileFieldOnce(db: StoreDb, memberId: number, field: ProfileField, value: string): Promise<boolean> {
  const column = PROFILE_COLUMNS[field];
  const result = await db.updateTable('members').set({ [column]: value }).where('id', '=', memberId).where(column, '=', '').executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The member's VIP rank progress, or undefined before the platform recorded any. */
export function rankProgressOf(db: StoreDb, memberId: number): Promise<{ labelId: number | null; completed: number; total: number } | undefined> {
  return db
    .selectFrom('rank_progress')
    .where('member_id', '=', memberId)
    .select(['label_id as labelId', 'completed_conditions as completed', 'total_expected_conditions as total'])
    .executeTakeFirst();
}

/** The kinds of agent contract (dailySalary, dividend, hourlySalary) waiting for the member's answer. */
export async function pendingContractKinds(db: StoreDb, memberId: number): Promise<Set<string>> {
  const rows = await db.selectFrom('agent_contracts').where('member_id', '=', memberId).where('status', '=', 'PENDING').select('kind').distinct().execute();
  return new Set(rows.map((r) => r.kind));
}
