import { createHash, randomBytes } from 'node:crypto';
import type { StoreDb } from '../data/store';
import { hashPassword, verifyPassword } from '../security/password';

export type OperatorRole = 'editor' | 'publisher';

/** Who is calling an /ops route: an operator account, or whoever holds the ops token (a publisher). */
export interface Operator {
  name: string;
  role: OperatorRole;
}

export interface OpsSession extends Operator {
  csrf: string;
}

/** A signed-in studio session lasts a working day; signing in again starts a new one. */
const SESSION_MS = 12 * 3600 * 1000;
export const OPS_TOKEN_OPERATOR: Operator = { name: 'ops-token', role: 'publisher' };

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createOperator(db: StoreDb, username: string, password: string, role: OperatorRole): Promise<Operator> {
  // Checked first so a taken name costs no scrypt; the insert checks again for one taken meanwhile.
  const taken = await db.selectFrom('operators').where('username', '=', username).select('id').executeTakeFirst();
  if (taken) throw new OperatorExists(username);
  const row = { username, password_hash: await hashPassword(password), role, created_at: Date.now() };
  const created = await db.insertInto('operators').values(row).onConflict((oc) => oc.column('username').doNothing()).returning('id').executeTakeFirst();
  if (!created) throw new OperatorExists(username);
  return { name: username, role };
}

export class OperatorExists extends Error {
  constructor(readonly username: string) {
    super(`operator ${username} exists`);
  }
}

export async function listOperators(db: StoreDb): Promise<(Operator & { createdAt: number })[]> {
  const rows = await db.selectFrom('operators').select(['username', 'role', 'created_at']).orderBy('username').execute();
  return rows.map((row) => ({ name: row.username, role: row.role as OperatorRole, createdAt: row.created_at }));
}

/** The operator whose username and password these are, or null (same answer for an unknown name and a wrong password). */
export async function checkOperator(db: StoreDb, username: string, password: string): Promise<(Operator & { id: number }) | null> {
  const row = await db.selectFrom('operators').where('username', '=', username).select(['id', 'username', 'password_hash', 'role']).executeTakeFirst();
  // A missing account still costs one scrypt: how long the answer takes tells nothing.
  const valid = await verifyPassword(password, row?.password_hash ?? NO_ACCOUNT_HASH);
  return row && valid ? { id: row.id, name: row.username, role: row.role as OperatorRole } : null;
}
const NO_ACCOUNT_HASH = 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=';

/** Opens a session; answers the cookie's token (kept only as a hash) and the CSRF token. */
export async function openOpsSession(db: StoreDb, operator: Operator & { id?: number }): Promise<{ token: string; session: OpsSession; maxAgeSeconds: number }> {
  const token = randomBytes(32).toString('base64url');
  const csrf = randomBytes(24).toString('base64url');
  // Keeps the table bounded without a sweeper: expired sessions go when a new one starts.
  await db.deleteFrom('ops_sessions').where('expires_at', '<', Date.now()).execute();
  await db
    .insertInto('ops_sessions')
    .values({ token_hash: tokenHash(token), operator_id: operator.id ?? null, name: operator.name, role: operator.role, csrf, expires_at: Date.now() + SESSION_MS })
    .execute();
  return { token, session: { name: operator.name, role: operator.role, csrf }, maxAgeSeconds: SESSION_MS / 1000 };
}

export async function findOpsSession(db: StoreDb, token: string): Promise<OpsSession | null> {
  const row = await db.selectFrom('ops_sessions').where('token_hash', '=', tokenHash(token)).select(['name', 'role', 'csrf', 'expires_at']).executeTakeFirst();
  if (!row || row.expires_at < Date.now()) return null;
  return { name: row.name, role: row.role as OperatorRole, csrf: row.csrf };
}

export async function closeOpsSession(db: StoreDb, token: string): Promise<void> {
  await db.deleteFrom('ops_sessions').where('token_hash', '=', tokenHash(token)).execute();
}
