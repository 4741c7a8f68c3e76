/**
 * The password typed at this page's sign-in, held in memory only (never in web storage, in any
 * encoding: docs/deviations.md) and only for an operator-issued account that must now choose its own
 * password (firstTimeLogin). Change password then needs no old password from the player; a reload
 * forgets it, and the old-password field shows again.
 */
let known: { userName: string; password: string } | null = null;

export function keepFirstPassword(userName: string, password: string): void {
  known = password ? { userName, password } : null;
}

/** The kept password when it belongs to `userName`, else null. */
export function knownPassword(userName: string | undefined): string | null {
  return known && userName && known.userName === userName ? known.password : null;
}

export function forgetKnownPassword(): void {
  known = null;
}
