/**
 * Registers the app-shell service worker (built by vite-plugin-pwa as /m/sw.js) in production
 * builds, once the page has loaded and the browser is idle: its precache downloads must not
 * compete with the first screen's own requests on a slow network.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const base = import.meta.env.BASE_URL;
  const register = () => {
    navigator.serviceWorker.register(`${base}sw.js`, { scope: base }).catch((error: unknown) => {
      // Without a worker the app still works online; only the offline start is lost.
      console.warn('[sw] registration failed', error);
    });
  };
  const whenIdle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(register, { timeout: 5000 }) : setTimeout(register, 2000));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
