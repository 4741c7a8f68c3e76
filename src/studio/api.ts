import wretch, { type WretchError } from 'wretch';
import { safeParse, type input } from 'zod/v4/core';
import { type Call, type CallAnswer, pathParams } from '../contract/call';

/** A refused /ops call: the server's code and text, and its data (issues with pointers, a conflict's two sides). */
export class OpsError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly data: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export interface Issue {
  pointer: string;
  message: string;
}

/**
 * The CSRF token of the signed-in session lives in memory only (never in a URL or web storage): it
 * comes with the sign-in answer and again from GET /ops/session after a reload. The session itself
 * is the HttpOnly cookie the browser sends to /ops.
 */
let csrf: string | null = null;
export const setCsrf = (token: string | null) => {
  csrf = token;
};

const base = wretch('/ops').options({ credentials: 'same-origin' }).headers({ accept: 'application/json' });

async function unwrap<T>(request: Promise<unknown>): Promise<T> {
  try {
    const answer = (await request) as { success: boolean; value: T };
    return answer.value;
  } catch (error) {
    const e = error as WretchError;
    const body = (e.json ?? {}) as { errorCode?: string; message?: string; data?: Record<string, unknown> };
    throw new OpsError(e.status ?? 0, body.errorCode ?? 'network', body.message ?? (e.status ? `HTTP ${e.status}` : 'The platform did not answer'), body.data);
  }
}

const withCsrf = () => (csrf ? base.headers({ 'x-csrf-token': csrf }) : base);
const q = (merchant: string) => `?merchant=${encodeURIComponent(merchant)}`;

export const ops = {
  get: <T>(path: string) => unwrap<T>(base.get(path).json()),
  post: <T>(path: string, body: unknown, headers: Record<string, string> = {}) => unwrap<T>(withCsrf().headers(headers).post(body, path).json()),
  put: <T>(path: string, body: unknown, headers: Record<string, string> = {}) => unwrap<T>(withCsrf().headers(headers).put(body, path).json()),
  patch: <T>(path: string, body: unknown) => unwrap<T>(withCsrf().patch(body, path).json()),
  del: <T>(path: string) => unwrap<T>(withCsrf().delete(path).json()),
  q,
};

/**
 * Sends one /ops call of the contract (src/contract/ops): the path filled from `input`, the query and
 * the body as the call says, the CSRF header on every change; the answer is parsed with the call's
 * answer schema, so a platform that answers outside it is a clear failure here, not a broken pane.
 */
export async function opsCall<C extends Call>(contract: C, values: input<C['input']>, headers: Record<string, string> = {}): Promise<CallAnswer<C>> {
  const rest: Record<string, unknown> = { ...(values as Record<string, unknown>) };
  let path: string = contract.path.replace(/^\/ops/, '');
  for (const name of pathParams(contract.path)) {
    path = path.replace(`:${name}`, encodeURIComponent(String(rest[name])));
    delete rest[name];
  }
  const reads = contract.method === 'GET' || contract.method === 'DELETE';
  const inQuery = reads ? Object.keys(rest) : (contract.query ?? []);
  const query = new URLSearchParams();
  for (const key of inQuery) {
    if (rest[key] !== undefined) query.set(key, String(rest[key]));
    delete rest[key];
  }
  const url = query.size ? `${path}?${query}` : path;
  const body = contract.bodyField ? rest[contract.bodyField] : rest;
  const sender = contract.method === 'GET' ? base : withCsrf().headers(headers);
  const value = await unwrap<unknown>(
    contract.method === 'GET' ? sender.get(url).json()
    : contract.method === 'DELETE' ? sender.delete(url).json()
    : contract.method === 'PUT' ? sender.put(body, url).json()
    : contract.method === 'PATCH' ? sender.patch(body, url).json()
    : sender.post(body, url).json(),
  );
  const parsed = safeParse(contract.answer, value);
  if (!parsed.success) throw new OpsError(0, 'malformed', `The platform's answer to ${contract.method} ${contract.path} was not understood`);
  return parsed.data as CallAnswer<C>;
}
