import { lazy } from 'react';

/**
 * Parts the first screen never shows: loaded when first needed, or while the browser is idle after
 * the first screen (preloadIdleParts), so that opening them later does not wait for the network.
 */
const loadServiceSheet = () => import('./chrome/ServiceSheet');
const loadDialogHost = () => import('./hosts/DialogHost');

export const LazyServiceSheet = lazy(() => loadServiceSheet().then((m) => ({ default: m.ServiceSheet })));
export const LazyDialogHost = lazy(() => loadDialogHost().then((m) => ({ default: m.DialogHost })));

export function preloadIdleParts(): void {
  const load = () => void Promise.all([loadServiceSheet(), loadDialogHost()]).catch(() => undefined);
  if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 4000 });
  else setTimeout(load, 2000);
}
