import wretch, { type ConfiguredMiddleware, type WretchError } from 'wretch';
import QueryStringAddon from 'wretch/addons/queryString';
import FormUrlAddon from 'wretch/addons/formUrl';
import { z } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { ApiError } from './errors';
import { failureEnvelope, successEnvelope } from './envelope';
import { takeEarly } from './early-answers';

/** Default request timeout; slow mobile networks get a generous but finite wait. */
export const DEFAULT_TIMEOUT_MS = 15_000;

/** Where the session token comes from; set once by the state layer (keeps api free of state imports). */
let tokenSource: () => string | null = () => null;
export function setTokenSource(source: () => string | null): void {
  tokenSource = source;
}

/** Server error codes meaning "this request carried no live session". */
export const SESSION_END_CODES: readonly string[] = ['session.expired', 'session.required'];

/**
 * Told about every 401 with a session-end code, with the token the request carried (null when it
 * carried none). Set once by the state layer, which decides whether that ends its session; answers
 * true when it did, so callers can skip their own report of the same failure.
 */
let sessionEndListener: (sentToken: string | null) => boolean = () => false;
export function setSessionEndListener(listener: (sentToken: string | null) => boolean): void {
  sessionEndListener = listener;
}

const endedSessionErrors = new WeakSet<object>();
/** True for a failure that already ended the session (the player was told once, in one place). */
export function endedSession(error: unknown): boolean {
  return typeof error === 'object' && error !== null && endedSessionErrors.has(error);
}

let baseUrl = '';
/** Tests and the server's contract tests point the client at a running server. */
export function setBaseUrl(url: string): void {
  baseUrl = url.replace(/\/$/, '');
}

/** Header carrying the session token on every call that has one. */
export const TOKEN_HEADER = 'Authorization';

/** How requests leave: the browser's fetch, unless a host (the server answering for a page) sets its own. */
type Transport = (url: string, init?: RequestInit) => Promise<Response>;
let transport: Transport | null = null;
export function setTransport(next: Transport | null): void {
  transport = next;
}

/**
 * A guest's GET that the page arrived with an answer for (src/app/early: the server ran the page's
 * queries for it) takes that answer, once, instead of asking again. Calls with a session token never
 * do: those answers were made for a guest.
 */
const earlyAnswers: ConfiguredMiddleware = (next) => (url, options) => {
  if ((options.method ?? 'GET') !== 'GET' || new Headers(options.headers as HeadersInit | undefined).has(TOKEN_HEADER)) return next(url, options);
  return (takeEarly(url) as ReturnType<typeof next> | null) ?? next(url, options);
};

export function api() {
  const token = tokenSource();
  let base = wretch(baseUrl).addon(QueryStringAddon).addon(FormUrlAddon).headers({ Accept: 'application/json' });
  if (transport) base = base.polyfills({ fetch: transport });
  return token ? base.headers({ [TOKEN_HEADER]: `Bearer ${token}` }) : base.middlewares([earlyAnswers]);
}

/** How a caller bounds a call: its own timeout, and a signal that cancels it (a screen left, a newer query). */
export type CallOptions = { timeoutMs?: number; signal?: AbortSignal };

/**
 * Runs a request with a timeout and turns every outcome into either the parsed `value`
 * or a typed ApiError (http, timeout, cancelled, network, malformed). `options` is the timeout in
 * ms (a bare number, as before) or `{ timeoutMs, signal }`: when `signal` aborts, the request is
 * aborted and the call fails with kind "cancelled" (a timeout stays kind "timeout").
 */
export async function call<T extends $ZodType>(
  value: T,
  send: (signal: AbortSignal) => Promise<unknown>,
  options: number | CallOptions = {},
): Promise<z.infer<T>> {
  const { timeoutMs = DEFAULT_TIMEOUT_MS, signal: outer } = typeof options === 'number' ? { timeoutMs: options } : options;
  if (outer?.aborted) throw cancelledError(outer.reason);
  const controller = new AbortController();
  let ending: 'timeout' | 'cancelled' | null = null;
  const timer = setTimeout(() => {
    ending ??= 'timeout';
    controller.abort(new DOMException('timeout', 'TimeoutError'));
  }, timeoutMs);
  const cancel = () => {
    ending ??= 'cancelled';
    controller.abort(outer?.reason);
  };
  outer?.addEventListener('abort', cancel, { once: true });
  let body: unknown;
  // The token as sent: a 401 for an older session must not end one signed in meanwhile.
  const sentToken = tokenSource();
  try {
    body = await send(controller.signal);
  } catch (e) {
    const error = ending === 'cancelled' ? cancelledError(e) : toApiError(e, controller.signal);
    if (error.status === 401 && SESSION_END_CODES.includes(error.code) && sessionEndListener(sentToken)) {
      endedSessionErrors.add(error);
    }
    throw error;
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', cancel);
  }
  const parsed = successEnvelope(value).safeParse(body);
  if (!parsed.success) {
    throw new ApiError('malformed', 'The server answer was not understood', { cause: parsed.error });
  }
  return (parsed.data as { value: z.infer<T> }).value;
}

function cancelledError(cause: unknown): ApiError {
  return new ApiError('cancelled', 'The request was cancelled', { cause });
}

function toApiError(e: unknown, signal: AbortSignal): ApiError {
  if (signal.aborted) return new ApiError('timeout', 'The request timed out', { cause: e });
  const we = e as Partial<WretchError>;
  if (typeof we.status === 'number') {
    const env = failureEnvelope.safeParse(we.json ?? safeJson(we.text));
    if (env.success) {
      return new ApiError('http', env.data.message, { status: we.status, code: env.data.errorCode, data: env.data.data, cause: e });
    }
    return new ApiError('http', `HTTP ${we.status}`, { status: we.status, code: `http.${we.status}`, cause: e });
  }
  if (e instanceof SyntaxError) return new ApiError('malformed', 'The server answer was not JSON', { cause: e });
  return new ApiError('network', 'The network is unavailable', { cause: e });
}

/** The body's JSON, or undefined when it is none (an HTML error page, an empty body). */
export function safeJson(text: string | undefined): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
