// The registry first, as in the app: views import the render env, which imports the registry, so
// loading a single widget module before the registry would see a half-built list.
import '../../widgets';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { buildContext, type PartialContext } from '../../src/engine/build-context';
import type { ActionSpec, FragmentDocument, LayoutDocument, LayoutNode, ResolvedNode, ScreenDocument } from '../../src/engine/types';
import { LayoutRenderer } from '../../src/render/layout-renderer';
import { RenderEnvProvider, type ActionRunScope, type RenderEnv } from '../../src/render/render-env';
import { ScreenContext } from '../../src/render/screen-context';
import type { WidgetDefinition } from '../../src/render/widget';
import { createScreenStore, type ScreenStore } from '../../src/state/screen';
import { IDLE_VIEW, type QueryView } from '../../src/engine/queries';

import { parseLayoutDocument } from '../../src/engine/parse';
import { withTemplatesExpanded } from '../support/repo-layouts';
import { resolveTree } from '../../src/engine/resolve';
import { createWidgetLookup } from '../../src/render/registry';
import { loadedView } from '../../src/render/lazy-views';
import { useSignalValue } from '../../src/render/use-signal-value';
import { computed } from '@preact/signals-react';
import { useMemo } from 'react';
import { contextFor } from '../../src/state/context';
import type { EvalContext } from '../../src/engine/context';
import { appEnv } from '../../src/app/compose';

export interface WidgetHarnessOptions {
  ctx?: PartialContext;
  store?: ScreenStore;
  path?: string;
  children?: ReactNode;
  /** Layout documents the widget may look up (routes, screens). */
  documents?: Record<string, LayoutDocument>;
  /** Screens still on their way (a first visit's rest of the documents). */
  coming?: string[];
}

/**
 * Renders one widget's view the way NodeRenderer does: props resolved by the engine over the given
 * context (bindings, rules, entries with `when`) and checked by the widget's own schema (so defaults
 * apply), a screen store, a render env with a spy navigate, and a spy emit.
 */
export function renderWidget<P>(definition: WidgetDefinition<P>, rawProps: Record<string, unknown> = {}, options: WidgetHarnessOptions = {}) {
  const View = loadedView(definition);
  if (!View) throw new Error(`${definition.type}: its view is not loaded (tests/setup-dom.ts preloads the registry's)`);
  const lookup = createWidgetLookup([definition as WidgetDefinition<any>]);
  const resolveNode = (ctx: EvalContext): ResolvedNode => {
    const { tree, issues } = resolveTree({ type: definition.type, props: rawProps }, ctx, lookup, 'test', options.path ?? '/root');
    if (!tree) throw new Error(`${definition.type} did not resolve: ${JSON.stringify(issues)}`);
    return tree;
  };
  const store = options.store ?? createScreenStore();
  const emit = vi.fn(async (_event: string, _payload?: Record<string, unknown>) => undefined);
  const navigate = vi.fn();
  const env: Partial<RenderEnv> = { route: { path: '/m/test', query: {} }, navigate, back: vi.fn(), lookup, getDocument: (id) => options.documents?.[id], screenComing: (id) => options.coming?.includes(id) ?? false };
  // Like the renderer, the context holds the screen's form and state, and a change re-resolves.
  // Without a given context it is the app's own (contextFor over the signals), followed live.
  const Resolved = ({ partial }: { partial: PartialContext | undefined }) => {
    // Resolved inside the computed, as the renderer does: it follows the signals the node reads.
    const live = useMemo(() => computed(() => resolveNode(contextFor(store, { path: '/m/test', query: {} }))), []);
    const appNode = useSignalValue(live);
    const form = useSignalValue(store.form);
    const state = useSignalValue(store.state);
    const node = partial ? resolveNode(buildContext({ ...partial, form: { ...partial.form, ...form }, state: { ...partial.state, ...state } })) : appNode;
    return (
      <View props={node.props as P} node={node} emit={emit}>
        {options.children}
      </View>
    );
  };
  const ui = (partial: PartialContext | undefined) => (
    <RenderEnvProvider value={env}>
      <ScreenContext.Provider value={store}>
        <Resolved partial={partial} />
      </ScreenContext.Provider>
    </RenderEnvProvider>
  );
  const result = render(ui(options.ctx));
  const props = resolveNode(options.ctx ? buildContext(options.ctx) : contextFor(store, { path: '/m/test', query: {} })).props as P;
  return { ...result, emit, navigate, store, props, rerenderWith: (partial: PartialContext) => result.rerender(ui(partial)) };
}

export interface RecordedRun {
  actions: ActionSpec[];
  event?: Record<string, unknown>;
  /** What a repeated template added to the context (item, index), as the actions would see it. */
  locals?: Record<string, unknown>;
}

/**
 * Renders a real layout document with the real registry and context (read from the signals the
 * test sets); actions are recorded instead of run, so a test sees what a tap would do.
 */
export function renderLayout(document: ScreenDocument | FragmentDocument, options: { path?: string; store?: ScreenStore; documents?: Record<string, LayoutDocument> } = {}) {
  const store = options.store ?? createScreenStore(document.kind === 'screen' ? document.initial : undefined);
  const runs: RecordedRun[] = [];
  const navigate = vi.fn();
  const env: Partial<RenderEnv> = {
    ...appEnv,
    route: { path: options.path ?? '/m/home', query: {} },
    navigate,
    back: vi.fn(),
    getDocument: (id) => options.documents?.[id],
    runActions: async (actions: readonly ActionSpec[], scope: ActionRunScope) => {
      const ctx = scope.context() as unknown as Record<string, unknown>;
      runs.push({ actions: [...actions], event: scope.event, ...('item' in ctx ? { locals: { item: ctx.item, index: ctx.index } } : {}) });
    },
  };
  const result = render(
    <RenderEnvProvider value={env}>
      <LayoutRenderer document={document} screen={store} />
    </RenderEnvProvider>,
  );
  return { ...result, store, runs, navigate };
}

/** Loads a layout file as the app does (templates expanded, then the engine's parser), failing loudly with its issues. */
export function loadLayout<T extends LayoutDocument>(json: unknown): T {
  const parsed = parseLayoutDocument(withTemplatesExpanded(json));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues, null, 2));
  return parsed.doc as T;
}

export type { LayoutNode };

/** A screen store whose query `name` shows this view (what is not given is the idle view's). */
export function storeWithQuery(name: string, view: Partial<QueryView>): ScreenStore {
  const store = createScreenStore();
  store.data.value = { [name]: { ...IDLE_VIEW, ...view } };
  return store;
}
