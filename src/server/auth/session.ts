import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { StoreDb } from '../data/store';
import { fail, MESSAGES } from '../http/reply';
import { requestContext } from '../http/request-context';

/** Sessions live 7 days and are renewable (POST /wps/session/renew). */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Member type of free/trial accounts. */
export const TRIAL_TYPE = 4;

export interface SessionRow {
  /** The token as the client presented it (never stored). */
  token: string;
  memberId: number;
  username: string;
  type: number;
  merchantCode: string;
  /** The merchant whose configuration the member sees: their own, or a trial merchant's parent. */
  storefront: string;
  expiresAt: number;
}

/**
 * Sessions are stored under the sha256 of their token, so a copy of the database (backup, leaked
 * file) holds no usable bearer tokens. Every lookup hashes the presented token.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** Reads `Authorization: Bearer <token>`; anything else counts as no token. */
export function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match ? match[1] : null;
}

export async function findSession(db: StoreDb, token: string, now = Date.now()): Promise<SessionRow | null> {
  const row = await db
    .selectFrom('sessions as s')
    .innerJoin('members as m', 'm.id', 's.member_id')
    .where('s.token', '=', hashToken(token))
    .where('s.expires_at', '>', now)
    .where('m.disabled', '=', 0)
    .leftJoin('merchants as parent', 'parent.trial_merchant_code', 'm.merchant_code')
    .select(['s.member_id as memberId', 'm.username', 'm.type', 'm.merchant_code as merchantCode', 's.expires_at as expiresAt'])
    .select((eb) => eb.fn.coalesce('parent.code', 'm.merchant_code').as('storefront'))
    .executeTakeFirst();
  return row ? { token, ...row } : null;
}

/** The caller's live session, read before the route ran (src/server/http/request-context.ts). */
export function getSession(req: FastifyRequest): SessionRow | null {
  return requestContext(req).session;
}

/**
 * 401 with the catalogue text when there is no live session: "session.required" when no token
 * was sent at all, "session.expired" when a token was sent that matches no live session
 * (expired, signed out, revoked by a password change or a disabled account).
 */
export function requireSession(req: FastifyRequest): SessionRow {
  const token = bearerToken(req);
  if (!token) fail(401, 'session.required', MESSAGES.notLoggedIn);
  const session = getSession(req);
  if (!session) fail(401, 'session.expired', MESSAGES.loggedOut);
  return session;
}

/** Like requireSession, but free/trial accounts (type 4) are refused with free_reject. */
export function requireRealMember(req: FastifyRequest): SessionRow {
  const session = requireSession(req);
  if (session.type === TRIAL_TYPE) fail(403, 'free_reject', 'Please login an actual account to use this function');
  return session;
}

export async function createSession(db: StoreDb, memberId: number, now = Date.now()): Promise<{ token: string; expiresAt: number }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = now + SESSION_TTL_MS;
  // Keeps the table bounded without a sweeper: a member's dead sessions go when a new one starts.
  await db.deleteFrom('sessions').where('member_id', '=', memberId).where('expires_at', '<=', now).execute();
  await db.insertInto('sessions').values({ token: hashToken(token), member_id: memberId, created_at: now, expires_at: expiresAt }).execute();
  return { token, expiresAt };
}

/** Extends a live session by a full TTL from now. */
export async function renewSession(db: StoreDb, token: string, now = Date.now()): Promise<number> {
  const expiresAt = now + SESSION_TTL_MS;
  await db.updateTable('sessions').set({ expires_at: expiresAt }).where('token', '=', hashToken(token)).execute();
  return expiresAt;
}

export async function deleteSession(db: StoreDb, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('token', '=', hashToken(token)).execute();
}

/** Member types that are not agents (spec: agent = any type not in 0, 4, 40). */
export const NON_AGENT_TYPES: readonly number[] = [0, 4, 40];

/** 403 for non-agents, with the catalogue's permission text. */
export function requireAgent(req: FastifyRequest): SessionRow {
  const session = requireSession(req);
  if (NON_AGENT_TYPES.includes(session.type)) fail(403, 'agent.only', MESSAGES.noPermission);
  return session;
}
