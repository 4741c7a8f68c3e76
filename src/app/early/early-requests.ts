/**
 * A separate, tiny entry of index.html: the boot's own calls (template, switches, status and, on
 * a first visit, the layouts) start while the app's code is still downloading, instead of after
 * it (about 150 KB of script: a second or more on a slow phone). The app takes each answer once
 * (src/api/early.ts and early-answers.ts). No imports: this file must stay under a kilobyte and
 * run first.
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
  // A returning visitor revalidates the saved layouts with their ETag: only a first visit needs
  // layouts now, and only those of the page it opened (the rest comes after the first screen).
  if (!localStorage.getItem('MC_LAYOUT_ETAG')) start(`/wps/layouts?for=${encodeURIComponent(location.pathname)}`);
} catch {
  // No storage or no fetch: the app makes its calls itself.
}
/**
 * A guest's first screen arrives with its data: on a navigation the server runs the page's queries
 * for a guest and sends the answers in index.html (src/server/static/page-data.ts), keyed by the
 * URL the app will ask. A module script runs once the page is parsed, so the block is there to
 * read; an answer is used only on the host it was made for, and only by a guest's call.
 */
const PAGE_DATA_FOR_MS = 30_000;
try {
  const block = JSON.parse(document.getElementById('wl-page-data')?.textContent ?? 'null') as { host?: string; answers?: Record<string, unknown> } | null;
  if (block?.host === location.host && block.answers) {
    const urls = Object.keys(block.answers).filter((url) => started[url] === undefined);
    for (const url of urls) started[url] = Promise.resolve(new Response(JSON.stringify(block.answers[url]), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    // For the first screen only: a call made later (the player came back to this page) asks afresh.
    setTimeout(() => urls.forEach((url) => delete started[url]), PAGE_DATA_FOR_MS);
  }
} catch {
  // A damaged block: the app asks for everything itself.
}
(globalThis as { __wlEarly?: Record<string, Promise<Response>> }).__wlEarly = started;
