import { QueryClient } from '@tanstack/query-core';

/** Unused answers are kept this long, so coming back to a screen shows its lists at once. */
export const KEEP_UNUSED_MS = 5 * 60_000;

/**
 * One cache for the whole app (TanStack Query's framework-free core): identical queries in flight
 * share one request, a cached answer shows while a fresh one loads, and a query nobody observes any
 * more is cancelled. Failures are not retried behind the player's back: the list shows its error
 * state with a retry button instead of a long silent wait.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: true, gcTime: KEEP_UNUSED_MS, staleTime: 0 },
  },
});
queryClient.mount();
