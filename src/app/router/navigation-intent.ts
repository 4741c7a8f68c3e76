import { signal } from '@preact/signals-react';

/**
 * The path the app has asked the router to go to and has not reached yet. A route guard that
 * fails while the app is already leaving (sign-out replaces to /m/home, then forgets the
 * session) must not redirect on its own: its redirect would win over the requested page.
 */
export const navigationIntent = signal<string | null>(null);

export function beginNavigation(to: string): void {
  navigationIntent.value = to;
}

/** Called when the location changes: whatever was requested has now been handled. */
export function settleNavigation(): void {
  navigationIntent.value = null;
}
