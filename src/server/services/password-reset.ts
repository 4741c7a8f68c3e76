import { createHash, randomBytes } from 'node:crypto';
import type { StoreDb } from '../data/store';
import { atomic } from '../data/portable';

/** A reset link works for 30 minutes, once. */
export const RESET_TOKEN_TTL_MS = 30 * 60_000;

const hashResetToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Issues a reset token for a member and returns it in clear (it only ever travels in the link).
 * Only its hash is stored, so the database never holds a usable link; older unused tokens of
 * the member are dropped so one live link exists at a time.
 */
export async function issueResetToken(db: StoreDb, memberId: number, now = Date.now()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await atomic(db, async (trx) => {
    await trx.deleteFrom('password_reset_tokens').where((eb) => eb.or([eb('member_id', '=', memberId), eb('expires_at', '<=', now)])).execute();
    await trx
      .insertInto('password_reset_tokens')
      .values({ token_hash: hashResetToken(token), member_id: memberId, created_at: now, expires_at: now + RESET_TOKEN_TTL_MS })
      .execute();
  });
  return token;
}

/** The member a live, unused token belongs to (nothing is consumed). */
export async function resetTokenMember(db: StoreDb, token: string, now = Date.now()): Promise<number | null> {
  const row = await db
    .selectFrom('password_reset_tokens')
    .where('token_hash', '=', hashResetToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .select('member_id as memberId')
    .executeTakeFirst();
  return row?.memberId ?? null;
}

/** Marks the token used, in one conditional statement; answers false when it was already used (a concurrent reset won). */
export async function consumeResetToken(db: StoreDb, token: string, now = Date.now()): Promise<boolean> {
  const result = await db.updateTable('password_reset_tokens').set({ used_at: now }).where('token_hash', '=', hashResetToken(token)).where('used_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
