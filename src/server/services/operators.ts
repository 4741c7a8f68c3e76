import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/open';
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

export async function createOperator(db: Db, username: string, password: string, role: OperatorRole): Promise<Operator> {
  const taken = db.prepare('SELECT 1 FROM operators WHERE username = ?').get(username);
  if (taken) throw new OperatorExists(username);
  db.prepare('INSERT INTO operators (username, password_hash, role, created_at) VALUES (?, ?, ?, ?)').run(username, await hashPassword(password), role, Date.now());
  return { name: username, role };
}

export class OperatorExists extends Error {
  constructor(readonly username: string) {
    super(`operator ${username} exists`);
  }
}

export function listOperators(db: Db): (Operator & { createdAt: number })[] {
  return (db.prepare('SELECT username, role, created_at FROM operators ORDER BY username').all() as { username: string; role: OperatorRole; created_at: number }[])
    .map((row) => ({ name: row.username, role: row.role, createdAt: row.created_at }));
}

/** The operator whose username and password these are, or null (same answer for an unknown name and a wrong password). */
export async function checkOperator(db: Db, username: string, password: string): Promise<(Operator & { id: number }) | null> {
  const row = db.prepare('SELECT id, username, password_hash, role FROM operators WHERE username = ?').get(username) as { id: number; username: string; password_hash: string; role: OperatorRole } | undefined;
  // A missing account still costs one scrypt: how long the answer takes tells nothing.
  const valid = await verifyPassword(password, row?.password_hash ?? NO_ACCOUNT_HASH);
  return row && valid ? { id: row.id, name: row.username, role: row.role } : null;
}
const NO_ACCOUNT_HASH = 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=';

/** Opens a session; answers the cookie's token (kept only as a hash) and the CSRF token. */
export function openOpsSession(db: Db, operator: Operator & { id?: number }): { token: string; session: OpsSession; maxAgeSeconds: number } {
  const token = randomBytes(32).toString('base64url');
  const csrf = randomBytes(24).toString('base64url');
  db.prepare('DELETE FROM ops_sessions WHERE expires_at < ?').run(Date.now());
  db.prepare('INSERT INTO ops_sessions (token_hash, operator_id, name, role, csrf, expires_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(tokenHash(token), operator.id ?? null, operator.name, operator.role, csrf, Date.now() + SESSION_MS);
  return { token, session: { name: operator.name, role: operator.role, csrf }, maxAgeSeconds: SESSION_MS / 1000 };
}

export async function findOpsSession(db: StoreDb, token: string): Promise<OpsSession | null> {
  const row = await db.selectFrom('ops_sessions').where('token_hash', '=', tokenHash(token)).select(['name', 'role', 'csrf', 'expires_at']).executeTakeFirst();
  if (!row || row.expires_at < Date.now()) return null;
  return { name: row.name, role: row.role as OperatorRole, csrf: row.csrf };
}

export function closeOpsSession(db: Db, token: string): void {
  db.prepare('DELETE FROM ops_sessions WHERE token_hash = ?').run(tokenHash(token));
}
