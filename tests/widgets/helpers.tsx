// The registry first, as in the app: views import the render env, which imports the registry, so
// loading a single widget module before the registry would see a half-built list.
import '../../widgets';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { buildContext, type PartialContext } from '../../src/engine/build-context';
import type { ActionSpec, FragmentDocument, LayoutDocument, LayoutNode, ResolvedNode, ScreenDocument } from '../../src/engine/types';
import { LayoutRenderer } from '../../src/render/layout-renderer';
import { RenderEnvProvider, type RenderEnv } from '../../src/render/render-env';
import { ScreenContext } from '../../src/render/screen-context';
import type { WidgetDefinition } from '../../src/render/widget';
import { createScreenStore, type ScreenStore } from '../../src/state/screen';
import type { ActionScope } from '../../src/actions/types';
import { parseLayoutDocument } from '../../src/engine/parse';

export interface WidgetHarnessOptions {
  ctx?: PartialContext;
  store?: ScreenStore;
  path?: string;
  children?: ReactNode;
}

/**
 * Renders one widget's view the way NodeRenderer does: props through the widget's own schema
 * (so defaults apply), a screen store, a render env with a spy navigate, and a spy emit.
 */
export function renderWidget<P>(definition: WidgetDefinition<P>, rawProps: Record<string, unknown> = {}, options: WidgetHarnessOptions = {}) {
  const View = definition.view;
  if (!View) throw new Error(`${definition.type} has no eager view`);
  const props = definition.props.parse(rawProps);
  const store = options.store ?? createScreenStore();
  const emit = vi.fn(async (_event: string, _payload?: Record<string, unknown>) => undefined);
  const navigate = vi.fn();
  const node: ResolvedNode = { type: definition.type, path: options.path ?? '/root', props: props as Record<string, unknown>, children: [], on: {} };
  const env: Partial<RenderEnv> = { route: { path: '/m/test', query: {} }, navigate, back: vi.fn() };
  const ctx = buildContext(options.ctx);
  const ui = (nextCtx = ctx) => (
    <RenderEnvProvider value={env}>
      <ScreenContext.Provider value={store}>
        <View props={props} node={node} ctx={nextCtx} emit={emit}>
          {options.children}
        </View>
      </ScreenContext.Provider>
    </RenderEnvProvider>
  );
  const result = render(ui());
  return { ...result, emit, navigate, store, props, rerenderWith: (partial: PartialContext) => result.rerender(ui(buildContext(partial))) };
}

export interface RecordedRun {
  actions: ActionSpec[];
  event?: Record<string, unknown>;
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
    route: { path: options.path ?? '/m/home', query: {} },
    navigate,
    back: vi.fn(),
    getDocument: (id) => options.documents?.[id],
    runActions: async (actions: ActionSpec[], scope: ActionScope) => {
      runs.push({ actions, event: scope.event });
    },
  };
  const result = render(
    <RenderEnvProvider value={env}>
      <LayoutRenderer document={document} screen={store} />
    </RenderEnvProvider>,
  );
  return { ...result, store, runs, navigate };
}

/** Loads a layout file through the engine's parser, failing loudly with its issues. */
export function loadLayout<T extends LayoutDocument>(json: unknown): T {
  const parsed = parseLayoutDocument(json);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues, null, 2));
  return parsed.doc as T;
}

export type { LayoutNode };
