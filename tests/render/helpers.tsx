import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { z } from 'zod';
import type { FragmentDocument, LayoutDocument, LayoutNode, ScreenDocument } from '../../src/engine/types';
import { LayoutRenderer } from '../../src/render/layout-renderer';
import { createWidgetLookup } from '../../src/render/registry';
import { RenderEnvProvider, type RenderEnv } from '../../src/render/render-env';
import { appEnv } from '../../src/app/compose';
import { defineWidget, type WidgetDefinition, type WidgetViewProps } from '../../src/render/widget';
import { createScreenStore, type ScreenStore } from '../../src/state/screen';

/** Small test widgets: a labelled box, a button raising "press", a view that always throws, a field. */
export const boxWidget = defineWidget<{ label: string }>({
  type: 'Box',
  description: 'test box',
  props: z.object({ label: z.string() }),
  acceptsChildren: true,
  view: ({ props, children }: WidgetViewProps<{ label: string }>) => (
    <div data-testid={props.label}>
      {props.label}
      {children}
    </div>
  ),
});

export const pressWidget = defineWidget<{ label: string }>({
  type: 'Press',
  description: 'test button',
  props: z.object({ label: z.string().default('press me') }),
  events: ['press'],
  view: ({ props, emit }: WidgetViewProps<{ label: string }>) => (
    <button type="button" onClick={() => void emit('press', { value: 42 })}>
      {props.label}
    </button>
  ),
});

export const boomWidget = defineWidget<Record<string, never>>({
  type: 'Boom',
  description: 'always throws',
  props: z.object({}),
  view: () => {
    throw new Error('kaboom');
  },
});

export const fieldWidget = defineWidget<{ name: string; rule?: string; maxLength?: number }>({
  type: 'Field',
  description: 'test field',
  props: z.object({ name: z.string(), rule: z.string().optional(), maxLength: z.number().optional() }),
  view: ({ props }) => <input aria-label={props.name} />,
});

export function screenDoc(root: LayoutNode, extra: Partial<ScreenDocument> = {}): ScreenDocument {
  return { schemaVersion: '1.0', kind: 'screen', id: 'testScreen', root, ...extra };
}

export function fragmentDoc(id: string, root: LayoutNode): FragmentDocument {
  return { schemaVersion: '1.0', kind: 'fragment', id, root };
}

export interface Harness {
  store: ScreenStore;
  env: Partial<RenderEnv>;
}

/** Renders a document with the given widgets and documents; everything else is the real code. */
export function renderDocument(
  document: ScreenDocument | FragmentDocument,
  options: { widgets?: WidgetDefinition<any>[]; documents?: Record<string, LayoutDocument>; env?: Partial<RenderEnv>; store?: ScreenStore; pending?: ReactNode } = {},
) {
  const store = options.store ?? createScreenStore(document.kind === 'screen' ? document.initial : undefined);
  const env: Partial<RenderEnv> = {
    ...appEnv,
    route: { path: '/m/test', query: {} },
    lookup: createWidgetLookup(options.widgets ?? [boxWidget, pressWidget, boomWidget, fieldWidget]),
    getDocument: (id) => options.documents?.[id],
    navigate: () => undefined,
    back: () => undefined,
    ...options.env,
  };
  const wrap = (node: ReactNode) => <RenderEnvProvider value={env}>{node}</RenderEnvProvider>;
  const result = render(wrap(<LayoutRenderer document={document} screen={store} pending={options.pending} />));
  return { ...result, store, env };
}
