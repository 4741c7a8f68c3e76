import { useSignals } from '@preact/signals-react/runtime';
import { useMemo, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { useRenderEnv } from '../../render/render-env';
import { hasScreen as screenShown, routesDocument } from '../documents';
import { availableScreens, buildRouteObjects } from './route-table';

/** The router around the app: the browser's history in the app, a memory router in tests. */
export type RouterComponent = ComponentType<{ children: ReactNode }>;

function RouteTable({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * The routes of the routes layout; rebuilt when a screen appears or disappears. The declarative
 * router (not the data router): the app loads its data itself, and the data router's loaders,
 * actions and fetchers would cost the first screen about 17 KB gzip for nothing.
 */
export function AppRouter({ Router = BrowserRouter }: { Router?: RouterComponent }) {
  useSignals();
  const env = useRenderEnv();
  const routes = routesDocument(env.getDocument);
  const hasScreen = (id: string) => screenShown(env.getDocument, id);
  const screensKey = routes ? availableScreens(routes, hasScreen).join(',') : '';
  const table = useMemo(
    () => (routes ? buildRouteObjects(routes, hasScreen) : []),
    // hasScreen reads the same documents screensKey summarises.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [routes, screensKey],
  );
  // Only while the built-in routes are fetched for a bundle that lacks its own (the boot loader is gone by then).
  if (!routes) return null;
  return (
    <Router>
      <RouteTable routes={table} />
    </Router>
  );
}
