import { parseLayoutDocument } from './parse';
import type { LayoutDocument, LayoutIssue } from './types';

/**
 * Accepts each served document that parses; a refused one keeps its last good version (when
 * there is one) and its issues are reported. Nothing served is ever lost silently.
 */
export function acceptDocuments(served: Record<string, unknown>, lastGood: Record<string, LayoutDocument>): {
  docs: Record<string, LayoutDocument>;
  issues: LayoutIssue[];
  complete: boolean;
} {
  const docs: Record<string, LayoutDocument> = {};
  const issues: LayoutIssue[] = [];
  let complete = true;
  // The platform serves the documents with their templates already expanded (server/layouts/bundle.ts).
  for (const [id, raw] of Object.entries(served)) {
    const parsed = parseLayoutDocument(raw, id);
    if (parsed.ok) {
      docs[id] = parsed.doc;
      issues.push(...parsed.warnings);
      continue;
    }
    complete = false;
    issues.push(...parsed.issues);
    if (lastGood[id]) {
      docs[id] = lastGood[id];
      issues.push({ documentId: id, path: '', message: 'kept the last good version of this document' });
    }
  }
  return { docs, issues, complete };
}
