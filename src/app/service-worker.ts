/** How long without a new download counts as the first screen being done. */
const QUIET_MS = 3000;
/** Registered by then at the latest, even on a page that keeps downloading (a ticker of images). */
const LATEST_MS = 30_000;

/**
 * Runs `then` once the page has downloaded nothing new for QUIET_MS (or after LATEST_MS): on a slow
 * network the first screen's calls and images go first.
 */
function whenNetworkQuiet(then: () => void): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    observer?.disconnect();
    then();
  };
  const restart = () => {
    clearTimeout(timer);
    timer = setTimeout(run, QUIET_MS);
  };
  const observer = typeof PerformanceObserver === 'function' ? new PerformanceObserver(restart) : null;
  observer?.observe({ type: 'resource' });
  restart();
  setTimeout(run, LATEST_MS);
}

/**
 * Registers the app-shell service worker (built by vite-plugin-pwa as /m/sw.js) after the page has
 * loaded (after-load.ts) and gone quiet: its precache downloads, and its taking control of the page,
 * must not compete with the first screen on a slow network (measured: about 0.9 s later first game
 * tile on the slow-phone profile when it registered at load).
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const base = import.meta.env.BASE_URL;
  whenNetworkQuiet(() => {
    navigator.serviceWorker.register(`${base}sw.js`, { scope: base }).catch((error: unknown) => {
      // Without a worker the app still works online; only the offline start is lost.
      console.warn('[sw] registration failed', error);
    });
  });
}
