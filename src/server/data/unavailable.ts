/**
 * Whether an error means the database could not be reached or asked to be retried, rather than
 * that the request was wrong: PostgreSQL gone (refused, reset, shut down, starting), a connection
 * cut mid-query, no pooled connection within the wait, or SQLite busy past its timeout. Those
 * requests get "try again" (503), and the next ones reconnect by themselves.
 */
export function isStoreUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    // 08: connection exceptions; 57P01-03: shut down, crashed, not accepting connections yet.
    if (/^08/.test(code) || ['57P01', '57P02', '57P03', 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'SQLITE_BUSY'].includes(code)) return true;
  }
  return typeof message === 'string' && /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(message);
}
