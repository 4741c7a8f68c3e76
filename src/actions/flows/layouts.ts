import { acceptDocuments } from '../../engine/accept-documents';
import { parseLayoutDocument } from '../../engine/parse';
import type { LayoutDocument, LayoutIssue } from '../../engine/types';
import { getLayoutBundle } from '../../api/endpoints/layouts/bundle';
import { layoutIssues, layouts, readLayoutEtag, readStoredLayouts, storeLayouts, writeLayoutEtag } from '../../state/platform';
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

/**
 * Shows the last good layouts at once, then asks the server (with the stored ETag). A fully
 * accepted bundle becomes the new last good set and its ETag is kept; a partly refused one is
 * used but its ETag is not, so the next start fetches again.
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
  const answer = await getLayoutBundle(etag);
  if ('notModified' in answer) return;
  const { docs, issues, complete } = acceptDocuments(answer.documents, lastGood);
  reportIssues(issues);
  layouts.value = docs;
  applyTexts(docs);
  // Storing the copy (a large synchronous write) waits one turn: the page's prefetched calls and
  // views set off by the new layouts leave first.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const stored = storeLayouts(docs);
  writeLayoutEtag(complete && stored ? answer.etag : undefined);
}
