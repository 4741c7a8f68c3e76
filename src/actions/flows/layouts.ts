import { acceptDocumentsInTurns } from '../../engine/accept-documents';
import { parseLayoutDocument } from '../../engine/parse';
import type { LayoutDocument, LayoutIssue } from '../../engine/types';
import { getLayoutBundle } from '../../api/endpoints/layouts/bundle';
import { layoutIssues, layouts, pendingLayouts, readLayoutEtag, readStoredLayouts, storeLayouts, writeLayoutEtag } from '../../state/platform';
import { setTextOverrides } from '../../i18n';

/** The merchant's text overrides travel with the layouts (same ETag): applied whenever they change. */
function applyTexts(docs: Record<string, LayoutDocument>): void {
  const texts = docs.texts;
  setTextOverrides(texts?.kind === 'texts' ? texts.languages : {});
}

function reportIssues(issues: LayoutIssue[]): void {
  if (!issues.length) return;
  console.error('layout documents refused or degraded', issues);
  layoutIssues.value = [...layoutIssues.value, ...issues];
}

/** Parses stored last-good documents; ones the current engine refuses are dropped. */
export function restoreStoredLayouts(): { docs: Record<string, LayoutDocument>; complete: boolean } {
  const docs: Record<string, LayoutDocument> = {};
  let complete = true;
  for (const [id, raw] of Object.entries(readStoredLayouts())) {
    const parsed = parseLayoutDocument(raw, id);
    if (parsed.ok) docs[id] = parsed.doc;
    else complete = false;
  }
  return { docs, complete };
}

/** A first visit's first share, until the rest has come (and the request for the rest). */
let firstShare: { path: string; etag: string; complete: boolean } | undefined;
let rest: Promise<void> | undefined;

/** Keeps a full set as the last good copy; its ETag only when every document was accepted. */
async function keep(docs: Record<string, LayoutDocument>, etag: string | undefined): Promise<void> {
  // Storing the copy waits one turn (the page's prefetched calls and views set off by the new
  // layouts leave first), and is written a few documents at a time (all at once was a long task).
  await nextTurn();
  // A copy half written (the page closed meanwhile) must not be taken for the version it was.
  writeLayoutEtag(undefined);
  const stored = await storeLayouts(docs, nextTurn);
  writeLayoutEtag(stored ? etag : undefined);
}

/** A break for the page: whatever is waiting (a tap, a frame) goes first. */
const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Shows the last good layouts at once, then asks the server (with the stored ETag). A fully
 * accepted bundle becomes the new last good set and its ETag is kept; a partly refused one is
 * used but its ETag is not, so the next start fetches again. A first visit (no copy) gets only
 * the documents of the page it opened; the rest follows once that page is up (loadRestOfLayouts).
 */
export async function loadLayouts(): Promise<void> {
  const { docs: lastGood, complete: restoredAll } = restoreStoredLayouts();
  const haveCopy = Object.keys(lastGood).length > 0;
  if (haveCopy) {
    layouts.value = lastGood;
    applyTexts(lastGood);
  }
  // Without a complete local copy a 304 would leave gaps: ask for the full bundle instead.
  const etag = haveCopy && restoredAll ? readLayoutEtag() : undefined;
  const firstPath = haveCopy ? undefined : pagePath();
  const answer = await getLayoutBundle(etag, firstPath === undefined ? undefined : { path: firstPath, share: 'first' });
  if ('notModified' in answer) return;
  // Checked a few documents at a time (all at once was a task of ~70 ms on a slow phone while a
  // drawn page waits for them to be taken over).
  const { docs, issues, complete } = await acceptDocumentsInTurns(answer.documents, lastGood, nextTurn);
  reportIssues(issues);
  layouts.value = docs;
  applyTexts(docs);
  if (firstPath !== undefined && answer.pending && Object.keys(answer.pending).length) {
    pendingLayouts.value = answer.pending;
    firstShare = { path: firstPath, etag: answer.etag, complete };
    rest = undefined;
    afterFirstScreen(() => void loadRestOfLayouts().catch(() => undefined));
    return;
  }
  await keep(docs, complete ? answer.etag : undefined);
}

/**
 * The documents a first visit left for later: asked for once (again after a failure), merged with
 * the first share and kept as the last good copy. A screen that is still to come asks for them at
 * once rather than wait.
 */
export function loadRestOfLayouts(): Promise<void> {
  const share = firstShare;
  if (!share) return Promise.resolve();
  rest ??= (async () => {
    const answer = await getLayoutBundle(undefined, { path: share.path, share: 'rest' });
    if ('notModified' in answer) return;
    const { docs, issues, complete } = await acceptDocumentsInTurns(answer.documents, {}, nextTurn);
    reportIssues(issues);
    const all = { ...layouts.peek(), ...docs };
    firstShare = undefined;
    layouts.value = all;
    pendingLayouts.value = {};
    applyTexts(all);
    // Both shares of one bundle version are that bundle; after an operator's change in between,
    // the copy is used but its ETag is not kept, so the next start fetches the whole again.
    await keep(all, share.complete && complete && answer.etag === share.etag ? answer.etag : undefined);
  })();
  rest.catch((error: unknown) => {
    rest = undefined;
    console.error('the rest of the layouts failed to load', error);
  });
  return rest;
}

/** The page the app was opened on (outside a browser, as in tests of the flows: the root). */
const pagePath = () => (typeof location === 'undefined' ? '/' : location.pathname);

/** Once the page has loaded and the main thread is free: the first screen's own work goes first. */
function afterFirstScreen(run: () => void): void {
  const whenIdle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 200));
  if (typeof document === 'undefined' || document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
