import type { RoutesDocument } from './types';

type RouteEntry = RoutesDocument['routes'][number];

const normalised = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path).toLowerCase();

/** The route entry a path renders (the router matches the same way: exact, any case, trailing slash ignored). */
export function entryForPath(routes: RoutesDocument, hasScreen: (id: string) => boolean, pathname: string): RouteEntry | undefined {
  const path = normalised(pathname);
  const homeEntry = routes.routes.find((entry) => entry.path === routes.home);
  if (homeEntry && hasScreen(homeEntry.screen) && [routes.home, ...routes.homeAliases].some((alias) => normalised(alias) === path)) return homeEntry;
  return routes.routes.find((entry) => normalised(entry.path) === path && hasScreen(entry.screen));
}
