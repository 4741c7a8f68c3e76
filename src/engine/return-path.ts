/** The query parameter that carries where a player was going when a sign-in gate stopped them. */
export const RETURN_PARAM = 'returnTo';

/** Pages a player is never sent back to after signing in (the gates themselves). */
const NOT_A_RETURN = /^\/m\/(login|register|forget|trail)(\/|$|\?)/i;

/**
 * A path given back after sign-in only when it is one of this app's pages: an in-app path (no
 * "//" or backslash, which a browser reads as another site), not a sign-in page itself. Anything
 * else is ignored, so the parameter cannot send a player to another site.
 */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 512) return undefined;
  if (!/^\/m(\/|$|\?)/.test(value) || /[\\\s\u0000-\u001f]/.test(value) || value.startsWith('//')) return undefined;
  return NOT_A_RETURN.test(value) ? undefined : value;
}

/** `to` with the current page as the return path (`/m/login?returnTo=%2Fm%2Fwebmail`). */
export function withReturnPath(to: string, current: string): string {
  const back = safeReturnPath(current);
  if (!back) return to;
  return `${to}${to.includes('?') ? '&' : '?'}${RETURN_PARAM}=${encodeURIComponent(back)}`;
}
