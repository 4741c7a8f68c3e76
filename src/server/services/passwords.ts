import type { StoreDb } from '../data/store';
import { atomic } from '../data/portable';
import { fail } from '../http/reply';
import { createSession, hashToken } from '../auth/session';
import { forgetPasswordFailures } from '../security/secrets';
import { hashPassword } from '../security/password';
import { registerSettings } from './register-settings';
import { fieldValueMatches } from './field-pattern';
import { markFirstLoginDone } from './accounts/login';

/** The merchant's password rule (registration settings), enforced on every new password. */
export async function checkNewPassword(db: StoreDb, merchantCode: string, password: string): Promise<void> {
  const rule = (await registerSettings(db, merchantCode)).fields.password;
  if (rule && !fieldValueMatches(rule, password)) fail(400, 'validation.failed', rule.message, { field: 'newPassword', errorCode: 'validation.failed' });
}

/**
 * Sets the password and ends every other session of the member (a stolen token dies with it), in
 * one transaction: the new password never stands beside the sessions it should have ended.
 */
export async function setPassword(db: StoreDb, memberId: number, password: string, keepToken?: string): Promise<void> {
  const hash = await hashPassword(password);
  await atomic(db, async (trx) => {
    await trx.updateTable('members').set({ password_hash: hash }).where('id', '=', memberId).execute();
    let others = trx.deleteFrom('sessions').where('member_id', '=', memberId);
    if (keepToken) others = others.where('token', '<>', hashToken(keepToken));
    await others.execute();
  });
}

/**
 * After a password was set through a proven channel (an SMS code, an e-mailed link) the player is
 * signed in at once, as the spec's "logged in with the username and the new password": the
 * account's earlier failures are forgotten (the guessed password is gone) and a session is opened
 * here, so no second step (a login that could ask for a captcha already spent) can strand them.
 */
export async function signInAfterReset(db: StoreDb, member: { id: number; username: string }) {
  await forgetPasswordFailures(db, member.id);
  const { type } = await db.selectFrom('members').where('id', '=', member.id).select('type').executeTakeFirstOrThrow();
  await markFirstLoginDone(db, member.id);
  return { userName: member.username, token: (await createSession(db, member.id)).token, type, firstTimeLogin: false };
}
