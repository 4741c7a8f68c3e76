import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { RenderEnvProvider, routeFromLocation, useRenderEnv, type RenderEnv } from '../../render/render-env';
import { ScreenContext } from '../../render/screen-context';
import { createScreenStore } from '../../state/screen';
import { enteringState } from '../../engine/entering-state';
import { closeAllModals, showToast } from '../../state/ui';
import { routeRefusal } from '../../engine/route-match';
import { ChromeFrame } from '../chrome/ChromeFrame';
import { chromeDocument, hasScreen, routesDocument } from '../documents';
import { entryForPath } from './route-table';
import { beginNavigation, settleNavigation } from './navigation-intent';
import { PageFade } from './PageFade';
import { takeFirstScreenData } from './first-screen';

/**
 * The layout route around every screen: gives the renderer the router's location and
 * navigation, creates one ScreenStore per visited page (shared by the page and its chrome, so
 * the header's logo can reset the page's game category), and closes pop-ups on route change.
 */
export function Shell({ home }: { home: string }) {
  useSignals();
  const outer = useRenderEnv();
  const location = useLocation();
  const navigate = useNavigate();
  const routes = routesDocument(outer.getDocument);
  const entry = routes ? entryForPath(routes, (id) => hasScreen(outer.getDocument, id), location.pathname) : undefined;
  const screenDoc = entry ? outer.getDocument(entry.screen) : undefined;
  const screen = screenDoc?.kind === 'screen' ? screenDoc : undefined;
  const chrome = chromeDocument(outer.getDocument);

  const store = useMemo(
    () => {
      const initial = { ...screen?.initial, data: takeFirstScreenData(screen?.id) };
      if (!screen) return createScreenStore(initial);
      // The screen starts in the state its entering actions set from the route (a list's game
      // type): its first frame, and a page the platform drew, already show that list, rather than
      // the bare initial state for a frame and the list's parts jumping in as the actions run.
      const route = routeFromLocation(location.pathname, location.search, entry?.params);
      const state = enteringState(screen, (entering) => outer.contextFor(createScreenStore({ ...initial, state: entering }), route));
      return createScreenStore({ ...initial, state });
    },
    // A visit to another screen gets a fresh store; moving between paths of one screen (home
    // aliases -> /m/home after the logo or footer reset) and a refreshed copy of its layout keep it.
    // A screen still to come on a first visit gets its store when its document arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [entry?.screen, screen === undefined],
  );
  const firstPage = location.key === 'default';
  const env = useMemo<Partial<RenderEnv>>(
    () => ({
      route: routeFromLocation(location.pathname, location.search, entry?.params),
      navigate: (to, options) => {
        // A route the player may not open from here (a trial account and the inbox): they stay
        // where they are and are told why, instead of landing on a page that only says no.
        const target = routes ? entryForPath(routes, (id) => hasScreen(outer.getDocument, id), to) : undefined;
        const refusal = routes && target ? routeRefusal(routes, target, outer.contextFor(store, routeFromLocation(location.pathname, location.search, entry?.params))) : undefined;
        if (refusal) {
          showToast(refusal.toast, { duration: refusal.duration });
          return;
        }
        beginNavigation(to);
        void navigate(to, { replace: options?.replace });
      },
      // Opened straight on this page (no earlier entry in the app): "back" goes home instead of leaving.
      back: () => void (firstPage ? navigate(home, { replace: true }) : navigate(-1)),
    }),
    [location.pathname, location.search, navigate, firstPage, home, entry, routes, outer, store],
  );

  useEffect(() => closeAllModals(), [location.pathname]);
  useEffect(() => settleNavigation(), [location.key]);

  return (
    <RenderEnvProvider value={env}>
      <ScreenContext.Provider value={store}>
        {chrome ? (
          <ChromeFrame chrome={chrome} screen={screen} home={home}>
            <PageFade>
              <Outlet />
            </PageFade>
          </ChromeFrame>
        ) : (
          <main className="app-main">
            <PageFade>
              <Outlet />
            </PageFade>
          </main>
        )}
      </ScreenContext.Provider>
    </RenderEnvProvider>
  );
}
