import type { Db } from '../db/open';
import { fail } from '../http/reply';
import { hashToken } from '../auth/session';
import { hashPassword } from '../security/password';
import { registerSettings } from './register-settings';
import { fieldValueMatches } from './field-pattern';

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
