import { parseLayoutDocument } from './parse';
import type { LayoutDocument } from './types';

/**
 * A parser of served bundles that keeps the last version's result: the documents the engine
 * accepts, by id (a refused one is left out; the app reports it where it is shown). The bundle's
 * documents are read only when its version is new here.
 */
export function parsedBundleCache(): (etag: string, documents: () => Record<string, unknown>) => Record<string, LayoutDocument> {
  let last: { etag: string; docs: Record<string, LayoutDocument> } | null = null;
  return (etag, documents) => {
    if (last?.etag === etag) return last.docs;
    const docs: Record<string, LayoutDocument> = {};
    for (const [id, raw] of Object.entries(documents())) {
      const parsed = parseLayoutDocument(raw, id);
      if (parsed.ok) docs[id] = parsed.doc;
    }
    last = { etag, docs };
    return docs;
  };
}
