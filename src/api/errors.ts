/**
 * Typed errors of the API layer: callers branch on `kind`, never on message text. "cancelled" is
 * a call its caller gave up on (the signal it passed aborted), which is nobody's failure to report.
 */
export type ApiErrorKind = 'http' | 'timeout' | 'cancelled' | 'network' | 'malformed';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** HTTP status for kind "http", 0 otherwise. */
  readonly status: number;
  /** Server error code from the envelope (e.g. "login.failed"), or a local one. */
  readonly code: string;
  /** Extra facts from the failure envelope, e.g. `{ captchaRequired: true }`. */
  readonly data: Record<string, unknown>;

  constructor(
    kind: ApiErrorKind,
    message: string,
    opts: { status?: number; code?: string; data?: Record<string, unknown>; cause?: unknown } = {},
  ) {
    super(message, { cause: opts.cause });
    this.name = 'ApiError';
    this.kind = kind;
    this.status = opts.status ?? 0;
    this.code = opts.code ?? kind;
    this.data = opts.data ?? {};
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}
