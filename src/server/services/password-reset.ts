import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/open';

/** A reset link works for 30 minutes, once. */
export const RESET_TOKEN_TTL_MS = 30 * 60_000;

const hashResetToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Issues a reset token for a member and returns it in clear (it only ever travels in the link).
 * Only its hash is stored, so the database never holds a usable link; older unused tokens of
 * the member are dropped so one live link exists at a time.
 */
export function issueResetToken(db: Db, memberId: number, now = Date.now()): string {
  const token = randomBytes(32).toString('base64url');
  db.transaction(() => {
    db.prepare('DELETE FROM password_reset_tokens WHERE member_id = ? OR expires_at <= ?').run(memberId, now);
    db.prepare('INSERT INTO password_reset_tokens (token_hash, member_id, created_at, expires_at) VALUES (?, ?, ?, ?)').run(
      hashResetToken(token), memberId, now, now + RESET_TOKEN_TTL_MS,
    );
  })();
  return token;
}

/** The member a live, unused token belongs to (nothing is consumed). */
export function resetTokenMember(db: Db, token: string, now = Date.now()): number | null {
  const row = db
    .prepare('SELECT member_id AS memberId FROM password_reset_tokens WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?')
    .get(hashResetToken(token), now) as { memberId: number } | undefined;
  return row?.memberId ?? null;
}

/** Marks the token used; answers false when it was already used (a concurrent reset won). */
export function consumeResetToken(db: Db, token: string, now = Date.now()): boolean {
  return db.prepare('UPDATE password_reset_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL').run(now, hashResetToken(token)).changes === 1;
}
