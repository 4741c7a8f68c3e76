import { isVisible } from './conditions';
import type { EvalContext } from './context';
import type { RoutesDocument } from './types';

type RouteEntry = RoutesDocument['routes'][number];

/** Where a guard sends a visitor when the route does not name a redirect. */
export const DEFAULT_GUARD_REDIRECT = '/m/login';

/** A path as routes match it: no query or hash, no trailing slash, any case. */
export const normalisedPath = (path: string): string => {
  const bare = path.split(/[?#]/)[0];
  return (bare.length > 1 ? bare.replace(/\/+$/, '') : bare).toLowerCase();
};

/** The route entry a path renders (the router matches the same way: exact, any case, trailing slash ignored). */
export function entryForPath(routes: RoutesDocument, hasScreen: (id: string) => boolean, pathname: string): RouteEntry | undefined {
  const path = normalisedPath(pathname);
  const homeEntry = routes.routes.find((entry) => entry.path === routes.home);
  if (homeEntry && hasScreen(homeEntry.screen) && [routes.home, ...routes.homeAliases].some((alias) => normalisedPath(alias) === path)) return homeEntry;
  return routes.routes.find((entry) => normalisedPath(entry.path) === path && hasScreen(entry.screen));
}

/** The route entry showing `path` in a set of documents: its routes, and only screens that exist. */
export function entryInDocuments(path: string, documents: Readonly<Record<string, { kind: string } | undefined>>): RouteEntry | undefined {
  const routes = documents.routes;
  if (routes?.kind !== 'routes') return undefined;
  return entryForPath(routes as RoutesDocument, (id) => documents[id]?.kind === 'screen', path);
}

export interface Refusal {
  toast: string;
  duration?: number;
}

/**
 * The first of a route's refusals that holds in this context (the player may not open it from
 * within the app), or undefined. A refusal whose rule cannot be evaluated does not refuse.
 */
export function routeRefusal(routes: RoutesDocument, entry: RouteEntry | undefined, context: EvalContext): Refusal | undefined {
  for (const name of entry?.refuse ?? []) {
    const refusal = routes.refusals && Object.hasOwn(routes.refusals, name) ? routes.refusals[name] : undefined;
    if (!refusal) continue;
    try {
      if (isVisible(refusal.when as never, context)) return { toast: refusal.toast, ...(refusal.duration ? { duration: refusal.duration } : {}) };
    } catch {
      // a broken rule is the lint's to report; the link still works
    }
  }
  return undefined;
}
