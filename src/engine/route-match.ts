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
