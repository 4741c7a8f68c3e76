import type { Db } from '../../db/open';

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
export function memberProfile(db: Db, memberId: number): MemberProfile {
  return db
    .prepare(
      `SELECT id, nickname, username, type, email, payee_name AS payeeName, mobile_num AS mobileNum,
            country_dialing_code AS countryDialingCode, head_icon AS headIcon, club_label AS clubLabel,
            payment_password_hash IS NOT NULL AS hasPaymentPassword
       FROM members WHERE id = ?`,
    )
    .get(memberId) as MemberProfile;
}

/** The member's avatar: a preset's name, an uploaded picture's name, or empty. */
export function headIconOf(db: Db, memberId: number): string {
  return (db.prepare('SELECT head_icon AS headIcon FROM members WHERE id = ?').get(memberId) as { headIcon: string }).headIcon;
}

/** Makes a preset the member's avatar. */
export function setHeadIcon(db: Db, memberId: number, headIcon: string): void {
  db.prepare('UPDATE members SET head_icon = ? WHERE id = ?').run(headIcon, memberId);
}

/** Profile fields a member edits one at a time, and the column each lives in. */
const PROFILE_COLUMNS = { nickname: 'nickname', email: 'email', payeeName: 'payee_name' } as const;
export type ProfileField = keyof typeof PROFILE_COLUMNS;

/** The current value of one profile field (empty while unset). */
export function profileFieldValue(db: Db, memberId: number, field: ProfileField): string {
  return (db.prepare(`SELECT ${PROFILE_COLUMNS[field]} AS v FROM members WHERE id = ?`).get(memberId) as { v: string }).v;
}

/** Saves one profile field (the caller has checked it against the merchant's rule). */
export function saveProfileField(db: Db, memberId: number, field: ProfileField, value: string): void {
  db.prepare(`UPDATE members SET ${PROFILE_COLUMNS[field]} = ? WHERE id = ?`).run(value, memberId);
}

/** The member's VIP rank progress, or undefined before the platform recorded any. */
export function rankProgressOf(db: Db, memberId: number): { labelId: number | null; completed: number; total: number } | undefined {
  return db
    .prepare(`SELECT label_id AS labelId, completed_conditions AS completed, total_expected_conditions AS total FROM rank_progress WHERE member_id = ?`)
    .get(memberId) as { labelId: number | null; completed: number; total: number } | undefined;
}

/** The kinds of agent contract (dailySalary, dividend, hourlySalary) waiting for the member's answer. */
export function pendingContractKinds(db: Db, memberId: number): Set<string> {
  const rows = db.prepare("SELECT DISTINCT kind FROM agent_contracts WHERE member_id = ? AND status = 'PENDING'").all(memberId) as { kind: string }[];
  return new Set(rows.map((r) => r.kind));
}
