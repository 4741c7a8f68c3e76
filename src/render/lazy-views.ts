import type { ResolvedNode } from '../engine/types';
import type { WidgetLookup } from './registry';
import type { WidgetDefinition, WidgetView } from './widget';

/**
 * Views of widgets declared with `load` are split out of the first bundle. A tree is rendered
 * only once every lazy view it uses is here, and all of them are requested at once (no
 * waterfall of nested lazy widgets).
 */
type Entry =
  | { status: 'loading'; promise: Promise<void> }
  | { status: 'ready'; view: WidgetView<any> }
  | { status: 'failed'; error: unknown };

const entries = new WeakMap<WidgetDefinition<any>, Entry>();

export function loadedView(definition: WidgetDefinition<any>): WidgetView<any> | undefined {
  if (definition.view) return definition.view;
  const entry = entries.get(definition);
  return entry?.status === 'ready' ? entry.view : undefined;
}

export function loadFailed(definition: WidgetDefinition<any>): unknown {
  const entry = entries.get(definition);
  return entry?.status === 'failed' ? entry.error ?? new Error('load failed') : undefined;
}

function start(definition: WidgetDefinition<any>): Promise<void> {
  const existing = entries.get(definition);
  if (existing?.status === 'loading') return existing.promise;
  if (existing) return Promise.resolve();
  const load = definition.load;
  if (!load) return Promise.resolve();
  const promise = load().then(
    (module) => {
      entries.set(definition, { status: 'ready', view: module.default });
    },
    (error: unknown) => {
      entries.set(definition, { status: 'failed', error });
    },
  );
  entries.set(definition, { status: 'loading', promise });
  return promise;
}

/** Every lazy definition used by the tree (fallbacks included) whose view is not loaded yet. */
export function pendingLazyDefinitions(tree: ResolvedNode | null, lookup: WidgetLookup): WidgetDefinition<any>[] {
  const pending = new Set<WidgetDefinition<any>>();
  const visit = (node: ResolvedNode) => {
    const definition = lookup.get(node.type);
    if (definition?.load && entries.get(definition)?.status !== 'ready' && entries.get(definition)?.status !== 'failed') {
      pending.add(definition);
    }
    node.children.forEach(visit);
    node.items?.forEach(visit);
    for (const slot of Object.values(node.slots ?? {})) if (slot) visit(slot);
    if (node.fallback) visit(node.fallback);
  };
  if (tree) visit(tree);
  return [...pending];
}

/** Starts every pending load in parallel; resolves when all settled (failures are recorded). */
export function preloadDefinitions(definitions: readonly WidgetDefinition<any>[]): Promise<void> {
  return Promise.all(definitions.map(start)).then(() => undefined);
}

/** Loads every lazy widget of the registry (server rendering and the QA snapshot tool). */
export function preloadAllWidgets(lookup: WidgetLookup): Promise<void> {
  return preloadDefinitions(lookup.definitions.filter((d) => d.load));
}
