import { preloadIdleParts } from './lazy-parts';
import { registerServiceWorker } from './service-worker';

/**
 * Work for after the page has loaded, from its own small chunk: the parts the first screen does not
 * show, and (in production) the app-shell worker. Neither competes with the first screen.
 */
export function afterLoad(): void {
  preloadIdleParts();
  if (import.meta.env.PROD) registerServiceWorker();
}
