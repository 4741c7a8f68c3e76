import { Navigate, type RouteObject } from 'react-router-dom';
import type { RouteEntry, RoutesDocument } from '../../engine/types';
import { ScreenRoute } from './ScreenRoute';
import { Shell } from './Shell';

/**
 * The router's table from the routes document: the home aliases render the home entry, every
 * route whose screen document exists is registered (others fall through to the fallback, so a
 * link to a screen that is not published yet lands home instead of on a blank page), and any
 * other path is replaced by the fallback.
 */
export function buildRouteObjects(routes: RoutesDocument, hasScreen: (id: string) => boolean): RouteObject[] {
  const children: RouteObject[] = [];
  const seen = new Set<string>();
  const add = (path: string, entry: RouteEntry) => {
    if (seen.has(path)) return;
    seen.add(path);
    children.push({ path, element: <ScreenRoute entry={entry} /> });
  };
  const homeEntry = routes.routes.find((entry) => entry.path === routes.home);
  if (homeEntry && hasScreen(homeEntry.screen)) {
    add(routes.home, homeEntry);
    for (const alias of routes.homeAliases) add(alias, homeEntry);
  }
  for (const entry of routes.routes) if (hasScreen(entry.screen)) add(entry.path, entry);
  children.push({ path: '*', element: <Navigate to={routes.fallback} replace /> });
  return [{ element: <Shell home={routes.home} />, children }];
}

/** The screen ids the routes need that exist now; the router is rebuilt when this changes. */
export function availableScreens(routes: RoutesDocument, hasScreen: (id: string) => boolean): string[] {
  return [...new Set(routes.routes.map((entry) => entry.screen))].filter(hasScreen).sort();
}

export { entryForPath } from '../../engine/route-match';
