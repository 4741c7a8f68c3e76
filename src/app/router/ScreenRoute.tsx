import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { isVisible } from '../../engine/conditions';
import { DEFAULT_GUARD_REDIRECT } from '../../engine/route-match';
import { withReturnPath } from '../../engine/return-path';
import type { RouteEntry, ScreenDocument } from '../../engine/types';
import { LayoutRenderer } from '../../render/layout-renderer';
import { useRenderEnv } from '../../render/render-env';
import { useScreen } from '../../render/screen-context';
import { disposeScreen, type ScreenStore } from '../../state/screen';
import { MissingPage } from '../pages/MissingPage';
import { screenComing } from '../documents';
import { ComingScreen } from './ComingScreen';
import { navigationIntent } from './navigation-intent';
import { allowGuardRedirect, resetRedirectGuard } from './redirect-guard';
import { markScreenShown } from './screen-marker';


/**
 * One route: checks its guard (re-checked whenever the signals it reads change, so signing out
 * on a guarded page leaves it), then renders the screen with the store the shell created for it.
 */
export function ScreenRoute({ entry }: { entry: RouteEntry }) {
  useSignals();
  const env = useRenderEnv();
  const store = useScreen();
  const document = env.getDocument(entry.screen);
  if (document?.kind !== 'screen') return screenComing(entry.screen) ? <ComingScreen /> : <MissingPage />;
  if (entry.when !== undefined && !isVisible(entry.when, env.contextFor(store, env.route))) {
    // The app is already on its way elsewhere (e.g. home after sign-out): let that navigation land.
    if (navigationIntent.value !== null) return null;
    if (!allowGuardRedirect()) return <MissingPage reason="t:app_redirect_loop" onLeave={resetRedirectGuard} />;
    const redirect = entry.redirect ?? DEFAULT_GUARD_REDIRECT;
    // Sent to sign in: the page they asked for is where signing in brings them.
    const { path, query } = env.route;
    const search = new URLSearchParams(query).toString();
    return <Navigate to={redirect === DEFAULT_GUARD_REDIRECT ? withReturnPath(redirect, `${path}${search ? `?${search}` : ''}`) : redirect} replace />;
  }
  return <ScreenPage document={document} store={store} />;
}

function ScreenPage({ document, store }: { document: ScreenDocument; store: ScreenStore }) {
  const env = useRenderEnv();
  useEffect(() => {
    window.scrollTo(0, 0);
    void env.runActions(document.onEnter ?? [], {
      screen: store,
      context: () => env.contextFor(store, env.route),
      navigate: env.navigate,
      back: env.back,
    });
    // Timers and countdowns the screen's actions started end with the screen.
    return () => disposeScreen(store);
    // onEnter runs once per screen visit (per store), not on every re-render of the env.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, document.id]);
  // After the screen's own effects (its queries have started), on every address it is drawn for
  // (the game lists are one screen on several addresses): the screen is the address's now.
  useEffect(() => markScreenShown(), [env.route]);
  return <LayoutRenderer document={document} screen={store} />;
}
