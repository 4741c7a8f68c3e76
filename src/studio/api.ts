import wretch, { type WretchError } from 'wretch';

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
