import { atomic } from '../../data/portable';
import type { Db } from '../../db/open';
import type { StoreDb } from '../../data/store';
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
 * trial merchant `trial`, else 404 merchant.notFound); otherwise the storefront's member, else the
 * trial merchant's one of that name. 404 member.notFound when there is none.
 */
export async function findOpsMember(db: StoreDb, trial: string | null, username: string, merchant: string | undefined): Promise<{ id: number }> {
  const scope = [DEFAULT_MERCHANT, ...(trial ? [trial] : [])];
  if (merchant && !scope.includes(merchant)) fail(404, 'merchant.notFound', `Unknown merchant ${merchant}`);
  for (const code of merchant ? [merchant] : scope) {
    const row = await db.selectFrom('members').where('merchant_code', '=', code).where('username', '=', username).select('id').executeTakeFirst();
    if (row) return row;
  }
  fail(404, 'member.notFound', MESSAGES.userMissing);
}

/** The storefront's trial merchant, if it has one. */
export async function storefrontTrial(db: StoreDb): Promise<string | null> {
  return (await getMerchant(db, DEFAULT_MERCHANT)).trialMerchantCode;
}

/**
 * The merchant code trial (type 4) accounts are created under, like those made by free play;
 * 400 trial.unavailable when the storefront has none.
 */
export async function trialMerchantForNewMember(db: StoreDb): Promise<string> {
  const code = await storefrontTrial(db);
  if (!code) fail(400, 'trial.unavailable', 'This merchant has no trial merchant code, so trial (type 4) accounts cannot be created');
  return code;
}

/** Applies the operator's changes to a member in one transaction; disabling also ends the member's sessions. */
export async function changeMemberByOperator(db: StoreDb, memberId: number, p: MemberChanges): Promise<void> {
  const columns = {
    ...(p.disabled !== undefined ? { disabled: p.disabled ? 1 : 0 } : {}),
    ...(p.type !== undefined ? { type: p.type } : {}),
    ...(p.nickname !== undefined ? { nickname: p.nickname } : {}),
    ...(p.clubLabel !== undefined ? { club_label: p.clubLabel } : {}),
  };
  await atomic(db, async (trx) => {
    if (Object.keys(columns).length > 0) await trx.updateTable('members').set(columns).where('id', '=', memberId).execute();
    if (p.disabled) await trx.deleteFrom('sessions').where('member_id', '=', memberId).execute();
  });
}

/** The member's operator-visible settings (name, type, nickname, club label, disabled). */
export async function opsMemberView(db: StoreDb, memberId: number): Promise<OpsMemberView> {
  const row = await db.selectFrom('members').where('id', '=', memberId).select(['username', 'type', 'nickname', 'club_label as clubLabel', 'disabled']).executeTakeFirstOrThrow();
  return { ...row, disabled: row.disabled === 1 };
}
