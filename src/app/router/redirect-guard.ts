/** Guard redirects more frequent than this within the window mean the routes send players in circles. */
export const REDIRECT_LIMIT = 6;
const WINDOW_MS = 2000;
let recent: number[] = [];

/**
 * Notes a guard redirect and answers whether it may go ahead. Publishing refuses routes that loop
 * for the QA matrix, but a context outside it (a flag combination, a member type) could still
 * loop: the app then stops and says so instead of navigating hundreds of times a second.
 */
export function allowGuardRedirect(now = Date.now()): boolean {
  recent = recent.filter((at) => now - at < WINDOW_MS);
  if (recent.length >= REDIRECT_LIMIT) return false;
  recent.push(now);
  return true;
}

/** A fresh start (tests; a tap on the error page's button). */
export function resetRedirectGuard(): void {
  recent = [];
}
