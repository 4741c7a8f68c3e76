import { useSignals } from '@preact/signals-react/runtime';
import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { useRenderEnv } from '../../render/render-env';
import { routesDocument } from '../documents';
import { availableScreens, buildRouteObjects } from './route-table';

export type CreateRouter = (routes: RouteObject[]) => Parameters<typeof RouterProvider>[0]['router'];

/** The data router built from the routes layout; rebuilt when a screen appears or disappears. */
export function AppRouter({ createRouter = createBrowserRouter }: { createRouter?: CreateRouter }) {
  useSignals();
  const env = useRenderEnv();
  const routes = routesDocument(env.getDocument);
  const hasScreen = (id: string) => env.getDocument(id)?.kind === 'screen';
  const screensKey = availableScreens(routes, hasScreen).join(',');
  const router = useMemo(
    () => createRouter(buildRouteObjects(routes, hasScreen)),
    // hasScreen reads the same documents screensKey summarises.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [routes, screensKey, createRouter],
  );
  return <RouterProvider router={router} />;
}
