import type { Db } from '../../db/open';
import { fail, MESSAGES } from '../../http/reply';
import { DEFAULT_MERCHANT, getMerchant } from '../merchant';

/** What PATCH /ops/members/:username may change (absent keys stay as they are). */
export interface MemberChanges {
  disabled?: boolean;
  type?: number;
  nickname?: string;
  clubLabel?: string;
}

/** A member as the operator's member calls answer it. */
export interface OpsMemberView {
  username: string;
  type: number;
  nickname: string;
  clubLabel: string;
  disabled: boolean;
}

/**
 * The member an operator call names: with `merchant` only there (it must be the storefront or its
 * trial merchant, else 404 merchant.notFound); otherwise the storefront's member, else the trial
 * merchant's one of that name. 404 member.notFound when there is none.
 */
export function findOpsMember(db: Db, username: string, merchant: string | undefined): { id: number } {
  const trial = getMerchant(db, DEFAULT_MERCHANT).trialMerchantCode;
  const scope = [DEFAULT_MERCHANT, ...(trial ? [trial] : [])];
  if (merchant && !scope.includes(merchant)) fail(404, 'merchant.notFound', `Unknown merchant ${merchant}`);
  const find = db.prepare('SELECT id FROM members WHERE merchant_code = ? AND username = ?');
  for (const code of merchant ? [merchant] : scope) {
    const row = find.get(code, username) as { id: number } | undefined;
    if (row) return row;
  }
  fail(404, 'member.notFound', MESSAGES.userMissing);
}

/**
 * The merchant code trial (type 4) accounts are created under, like those made by free play;
 * 400 trial.unavailable when the storefront has none.
 */
export function trialMerchantForNewMember(db: Db): string {
  const code = getMerchant(db, DEFAULT_MERCHANT).trialMerchantCode;
  if (!code) fail(400, 'trial.unavailable', 'This merchant has no trial merchant code, so trial (type 4) accounts cannot be created');
  return code;
}

/** Applies the operator's changes to a member in one transaction; disabling also ends the member's sessions. */
export function changeMemberByOperator(db: Db, memberId: number, p: MemberChanges): void {
  db.transaction(() => {
    if (p.disabled !== undefined) db.prepare('UPDATE members SET disabled = ? WHERE id = ?').run(p.disabled ? 1 : 0, memberId);
    if (p.disabled) db.prepare('DELETE FROM sessions WHERE member_id = ?').run(memberId);
    if (p.type !== undefined) db.prepare('UPDATE members SET type = ? WHERE id = ?').run(p.type, memberId);
    if (p.nickname !== undefined) db.prepare('UPDATE members SET nickname = ? WHERE id = ?').run(p.nickname, memberId);
    if (p.clubLabel !== undefined) db.prepare('UPDATE members SET club_label = ? WHERE id = ?').run(p.clubLabel, memberId);
  })();
}

/** The member's operator-visible settings (name, type, nickname, club label, disabled). */
export function opsMemberView(db: Db, memberId: number): OpsMemberView {
  const row = db.prepare('SELECT username, type, nickname, club_label AS clubLabel, disabled FROM members WHERE id = ?').get(memberId) as Omit<OpsMemberView, 'disabled'> & {
    disabled: number;
  };
  return { ...row, disabled: row.disabled === 1 };
}
