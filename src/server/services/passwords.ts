import type { Db } from '../db/open';
import { fail } from '../http/reply';
import { createSession, hashToken } from '../auth/session';
import { forgetPasswordFailures } from '../security/secrets';
import { hashPassword } from '../security/password';
import { registerSettings } from './register-settings';
import { fieldValueMatches } from './field-pattern';
import { markFirstLoginDone } from './accounts/login';

/** The merchant's password rule (registration settings), enforced on every new password. */
export function checkNewPassword(db: Db, merchantCode: string, password: string): void {
  const rule = registerSettings(db, merchantCode).fields.password;
  if (rule && !fieldValueMatches(rule, password)) fail(400, 'validation.failed', rule.message, { field: 'newPassword', errorCode: 'validation.failed' });
}

/** Sets the password and ends every other session of the member (a stolen token dies with it). */
export async function setPassword(db: Db, memberId: number, password: string, keepToken?: string): Promise<void> {
  const hash = await hashPassword(password);
  db.transaction(() => {
    db.prepare('UPDATE members SET password_hash = ? WHERE id = ?').run(hash, memberId);
    db.prepare('DELETE FROM sessions WHERE member_id = ? AND token IS NOT ?').run(memberId, keepToken ? hashToken(keepToken) : null);
  })();
}

/**
 * After a password was set through a proven channel (an SMS code, an e-mailed link) the player is
 * signed in at once, as the spec's "logged in with the username and the new password": the
 * account's earlier failures are forgotten (the guessed password is gone) and a session is opened
 * here, so no second step (a login that could ask for a captcha already spent) can strand them.
 */
export function signInAfterReset(db: Db, member: { id: number; username: string }) {
  forgetPasswordFailures(db, member.id);
  const { type } = db.prepare('SELECT type FROM members WHERE id = ?').get(member.id) as { type: number };
  markFirstLoginDone(db, member.id);
  return { userName: member.username, token: createSession(db, member.id).token, type, firstTimeLogin: false };
}
