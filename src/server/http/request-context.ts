import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearerToken, findSession, type SessionRow } from '../auth/session';
import type { Store } from '../data/store';
import { merchantDirectory, type MerchantEntry } from '../services/merchant';
import { findOpsSession, type OpsSession } from '../services/operators';

/** The studio's session cookie: HttpOnly, SameSite=Strict, sent to /ops only (never to the player app). */
export const OPS_COOKIE = 'ops_session';

/** Who is calling, read once per request from the store before the route runs. */
export interface RequestContext {
  /** The player's live session for the bearer token sent (null: none sent, or none live). */
  session: SessionRow | null;
  /** The studio session of the /ops cookie (null: none sent, or none live). */
  opsSession: OpsSession | null;
  /** Every merchant's code and trial merchant (services/merchant.ts requestMerchant decides with them). */
  merchants: MerchantEntry[];
}

declare module 'fastify' {
  interface FastifyRequest {
    platformContext: RequestContext | null;
  }
}

/**
 * Reads who is calling before the route runs (cookies and bodies are parsed by then), so the
 * routes' guards (requireSession, requireOps…) stay plain checks over what was read, whichever
 * engine the store is.
 */
export function installRequestContext(app: FastifyInstance, store: Store): void {
  app.decorateRequest('platformContext', null);
  app.addHook('preValidation', async (req) => {
    if (asksWhoIsCalling(req.url)) req.platformContext = await readRequestContext(store, req);
  });
}

/**
 * Files (the app, the studio, brand art) are served without asking the database who is calling:
 * they are most requests of a first visit, and on PostgreSQL each ask is a round trip. A
 * navigation's own data is read by the calls it makes in-process (/wps), which do ask.
 */
const FILE_AREAS = /^\/(?:m(?:[/?]|$)|ops\/studio(?:[/?]|$)|assets-static\/|favicon\.ico|$|\?)/;

export function asksWhoIsCalling(url: string): boolean {
  return !FILE_AREAS.test(url);
}

export async function readRequestContext(store: Store, req: FastifyRequest): Promise<RequestContext> {
  const ops = req.url.startsWith('/ops/');
  const token = bearerToken(req);
  // /ops callers send the ops token as their bearer; it is never a player's session.
  const session = token && !ops ? await findSession(store.db, token) : null;
  const cookie = ops && !token ? req.cookies?.[OPS_COOKIE] : undefined;
  const opsSession = cookie ? await findOpsSession(store.db, cookie) : null;
  return { session, opsSession, merchants: await merchantDirectory(store.db) };
}

/** What installRequestContext read for this request. */
export function requestContext(req: FastifyRequest): RequestContext {
  if (!req.platformContext) throw new Error(`no request context for ${req.method} ${req.url}: installRequestContext runs before routes`);
  return req.platformContext;
}
