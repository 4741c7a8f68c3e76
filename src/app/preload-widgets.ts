import type { LayoutDocument, RoutesDocument } from '../engine/types';
import { preloadDefinitions } from '../render/lazy-views';
import type { WidgetLookup } from '../render/registry';

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

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
 * any fragment they include), as soon as the layouts are known: they then arrive with the boot
 * calls instead of one round trip after them.
 */
/** The routes entry that shows the page at `path` (home aliases lead to the home route). */
export function routeEntryFor(path: string, documents: Record<string, LayoutDocument>): RoutesDocument['routes'][number] | undefined {
  const routes = documents.routes?.kind === 'routes' ? documents.routes : undefined;
  if (!routes) return undefined;
  const bare = path.replace(/\/+$/, '') || '/';
  const onHome = routes.homeAliases.includes(path) || routes.homeAliases.includes(bare);
  return routes.routes.find((route) => route.path === (onHome ? routes.home : bare));
}

export function preloadWidgetsFor(path: string, documents: Record<string, LayoutDocument>, lookup: WidgetLookup): void {
  if (documents.routes?.kind !== 'routes') return;
  const entry = routeEntryFor(path, documents);
  const chrome = documents.chrome?.kind === 'chrome' ? documents.chrome : undefined;
  const ids = [entry?.screen, ...Object.values(chrome?.fragments ?? {})].filter((id): id is string => typeof id === 'string');
  const types = new Set<string>();
  for (const id of ids) widgetTypesOf(documents[id], types);
  // Included fragments bring their own widgets.
  for (const type of [...types]) if (type === 'Include') for (const doc of Object.values(documents)) if (doc.kind === 'fragment') widgetTypesOf(doc, types);
  const definitions = [...types].map((type) => lookup.get(type));
  const lazy = definitions.filter((definition) => definition?.load);
  void preloadDefinitions(lazy as NonNullable<(typeof lazy)[number]>[]);
  for (const definition of definitions) void definition?.preloadParts?.().catch(() => undefined);
}
