import { isObject } from '../engine/is-object';
import { entryInDocuments } from '../engine/route-match';
import type { LayoutDocument } from '../engine/types';
import { includedFragments } from '../engine/included-fragments';
import { preloadDefinitions } from '../render/lazy-views';
import type { WidgetLookup } from '../render/registry';

/** Every widget type a document's tree names (children, fallbacks, node templates in props). */
export function widgetTypesOf(document: LayoutDocument | undefined, found = new Set<string>()): Set<string> {
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!isObject(value)) return;
    if (typeof value.type === 'string') found.add(value.type);
    for (const [key, item] of Object.entries(value)) if (key !== 'on' && key !== 'when') visit(item);
  };
  if (document && 'root' in document) visit(document.root);
  return found;
}

/**
 * Starts loading the lazy views the page at `path` will need (its screen, the chrome's fragments and
 * the fragments they include), as soon as the layouts are known: they then arrive with the boot
 * calls instead of one round trip after them. Settles once they have all come (or failed).
 */
export function preloadWidgetsFor(path: string, documents: Record<string, LayoutDocument>, lookup: WidgetLookup): Promise<void> {
  if (documents.routes?.kind !== 'routes') return Promise.resolve();
  const entry = entryInDocuments(path, documents);
  const chrome = documents.chrome?.kind === 'chrome' ? documents.chrome : undefined;
  const ids = [entry?.screen, ...Object.values(chrome?.fragments ?? {})].filter((id): id is string => typeof id === 'string');
  const types = new Set<string>();
  for (const doc of ids.map((id) => documents[id]).filter((doc): doc is LayoutDocument => Boolean(doc))) {
    widgetTypesOf(doc, types);
    // Included fragments bring their own widgets (only those this page includes).
    for (const fragment of includedFragments(doc, (id) => documents[id])) widgetTypesOf(fragment, types);
  }
  const definitions = [...types].map((type) => lookup.get(type));
  const lazy = definitions.filter((definition) => definition?.load);
  for (const definition of definitions) void definition?.preloadParts?.().catch(() => undefined);
  // Settles when every view is here or failed (failures are recorded and shown where they are used).
  return preloadDefinitions(lazy as NonNullable<(typeof lazy)[number]>[]);
}
