/**
 * A separate, tiny entry of index.html: the boot's own calls (template, switches, status and, on
 * a first visit, the layouts) start while the app's code is still downloading, instead of after
 * it (about 150 KB of script: a second or more on a slow phone). The app takes each answer once
 * (src/api/early.ts). No imports: this file must stay a few hundred bytes and run first.
 */
const started: Record<string, Promise<Response>> = {};
const start = (path: string) => {
  const answer = fetch(path, { headers: { Accept: 'application/json' } });
  // A failure is the app's to report, when it takes the answer.
  answer.catch(() => undefined);
  started[path] = answer;
};
try {
  start(`/wps/system/templates?${new URLSearchParams({ domain: location.hostname, url: location.href, device: 'MOBILE' })}`);
  start('/wps/system/whitelabel');
  start('/wps/system/status');
  // A returning visitor revalidates the saved layouts with their ETag: only a first visit needs the bundle now.
  if (!localStorage.getItem('MC_LAYOUT_ETAG')) start('/wps/layouts');
} catch {
  // No storage or no fetch: the app makes its calls itself.
}
(globalThis as { __wlEarly?: Record<string, Promise<Response>> }).__wlEarly = started;
