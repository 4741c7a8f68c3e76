import { inSlices } from './in-slices';
import { parseLayoutDocument } from './parse';
import type { LayoutDocument, LayoutIssue } from './types';

export interface Accepted {
  docs: Record<string, LayoutDocument>;
  issues: LayoutIssue[];
  complete: boolean;
}

/** Accepts one served document into `into`: parsed, or its last good version kept with the reasons. */
function acceptOne(id: string, raw: unknown, lastGood: Record<string, LayoutDocument>, into: Accepted): void {
  const parsed = parseLayoutDocument(raw, id);
  if (parsed.ok) {
    into.docs[id] = parsed.doc;
    into.issues.push(...parsed.warnings);
    return;
  }
  into.complete = false;
  into.issues.push(...parsed.issues);
  if (lastGood[id]) {
    into.docs[id] = lastGood[id];
    into.issues.push({ documentId: id, path: '', message: 'kept the last good version of this document' });
  }
}

/**
 * Accepts each served document that parses; a refused one keeps its last good version (when
 * there is one) and its issues are reported. Nothing served is ever lost silently.
 */
export function acceptDocuments(served: Record<string, unknown>, lastGood: Record<string, LayoutDocument>): Accepted {
  const accepted: Accepted = { docs: {}, issues: [], complete: true };
  // The platform serves the documents with their templates already expanded (server/layouts/bundle.ts).
  for (const [id, raw] of Object.entries(served)) acceptOne(id, raw, lastGood, accepted);
  return accepted;
}

/**
 * The same, for documents nobody waits for (the rest of a first visit's layouts): checked a slice
 * at a time, with `pause` between slices of about `sliceMs`, so the page answers a tap in between
 * (all of them at once were one task of ~100 ms on a slow phone).
 */
export async function acceptDocumentsInTurns(served: Record<string, unknown>, lastGood: Record<string, LayoutDocument>, pause: () => Promise<void>, sliceMs = 8): Promise<Accepted> {
  const accepted: Accepted = { docs: {}, issues: [], complete: true };
  await inSlices(Object.entries(served), ([id, raw]) => acceptOne(id, raw, lastGood, accepted), pause, sliceMs);
  return accepted;
}
