/**
 * Registers the app-shell service worker (built by vite-plugin-pwa as /m/sw.js), once the page has
 * loaded (after-load.ts), when the browser is idle: its precache downloads must not compete with
 * the first screen's own requests on a slow network.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const base = import.meta.env.BASE_URL;
  const register = () => {
    navigator.serviceWorker.register(`${base}sw.js`, { scope: base }).catch((error: unknown) => {
      // Without a worker the app still works online; only the offline start is lost.
      console.warn('[sw] registration failed', error);
    });
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(register, { timeout: 5000 });
  else setTimeout(register, 2000);
}
