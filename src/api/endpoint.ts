import type { z } from 'zod/mini';
import type { Call } from '../contract/call';

/** What every call made by name gets from the app, besides its params. */
export interface CallEnv {
  /** Cancels the request (a screen left, a newer query). */
  signal?: AbortSignal;
  /** The player's language, upper case ("CN", "EN"); calls that localise their answer send it. */
  language: string;
  /** The merchant of the template, for calls that name it. */
  merchantCode: string;
}

/**
 * Global state a call keeps in step when it succeeds (applied by the action layer, not here):
 * wallet, member, rank (VIP progress), session (a renewed token), whitelabel, status; signIn: the
 * answer holds a new session (login, registration, free play, trial user); signOut: the session ended.
 */
export type EndpointEffect = 'wallet' | 'member' | 'rank' | 'session' | 'whitelabel' | 'status' | 'signIn' | 'signOut';

/** How a paged answer is read: the list key and the paging fields. */
export interface EndpointPaging {
  /** Key of the list in each page ("games", "list", "content"). */
  items: string;
  /** Param names sent for the page number and size. */
  pageParam: string;
  sizeParam: string;
}

/**
 * A call layouts may name, in queries and in the `api` action: its zod params (published in the
 * schemas, so validate and the operator publish refuse unknown names and params), the call itself,
 * and what else it keeps in step.
 */
export interface EndpointDefinition<P = any, A = unknown> {
  name: string;
  description: string;
  /**
   * The HTTP call it sends (src/contract): the layout lint reads its method (a query only reads).
   * Every endpoint of the registry names one (tests/contract/endpoints.test.ts); test stand-ins may not.
   */
  call?: Call;
  params: z.ZodMiniType<P>;
  paged?: EndpointPaging;
  effect?: EndpointEffect;
  /** Needs a signed-in member; a guest's call is not sent. Implied when its contract call needs a session. */
  session?: boolean;
  run: (params: P, env: CallEnv) => Promise<A>;
}

/** An endpoint whose call needs a signed-in member is a session endpoint without saying so again. */
export function defineEndpoint<P, A>(definition: EndpointDefinition<P, A>): EndpointDefinition<P, A> {
  return definition.session === undefined && definition.call?.auth === 'session' ? { ...definition, session: true } : definition;
}

/** The usual paging of the platform's lists: pageNo / pageSize in, pageNum / totalPages out. */
export const PAGED = (items: string): EndpointPaging => ({ items, pageParam: 'pageNo', sizeParam: 'pageSize' });
