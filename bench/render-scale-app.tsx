/**
 * Loaded through Vite's SSR loader by bench/client.ts: a 1,000-node layout rendered by the engine
 * (parse + validate + conditions + render) against the same widgets composed by hand, server-side.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactNode } from 'react';
import { appEnv, widgetLookup } from '../src/app/compose';
import { parseLayoutDocument } from '../src/engine/parse';
import type { ResolvedNode, ScreenDocument } from '../src/engine/types';
import { LayoutRenderer } from '../src/render/layout-renderer';
import { resolveTree } from '../src/engine/resolve';
import { createWidgetLookup } from '../src/render/registry';
import { widgetRegistry } from '../widgets';
import { RenderEnvProvider, type RenderEnv } from '../src/render/render-env';
import type { WidgetDefinition } from '../src/render/widget';
import { createScreenStore } from '../src/state/screen';
import { initSnapshotTexts } from '../src/cli/snapshot/render';

const CARDS = 200;

/** Stack > 200 × Card > [Text, Text, Icon, Button]: 1,001 nodes, conditions on a few. */
export function bigLayout(): unknown {
  const card = (i: number) => ({
    type: 'Card',
    props: { title: `Item ${i}` },
    children: [
      { type: 'Text', props: { text: `Line ${i}`, variant: 'subtitle' } },
      { type: 'Text', props: { text: 'Description of the item', variant: 'muted' }, ...(i % 10 === 0 ? { when: { var: 'member.loggedIn' } } : {}) },
      { type: 'Icon', props: { name: 'star', color: 'primary' } },
      { type: 'Button', props: { label: 'Open', size: 'sm', block: false }, on: { press: [{ do: 'navigate', to: '/m/home' }] } },
    ],
  });
  return { schemaVersion: '1.0', kind: 'screen', id: 'big', root: { type: 'Stack', props: { gap: 8 }, children: Array.from({ length: CARDS }, (_, i) => card(i)) } };
}

const env: Partial<RenderEnv> = { ...appEnv, route: { path: '/m/home', query: {} }, navigate: () => undefined, back: () => undefined, runActions: async () => undefined };

/** The whole pipeline: the JSON as served, to markup. */
export function renderByEngine(json: unknown): string {
  const parsed = parseLayoutDocument(json);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return renderParsed(parsed.doc as ScreenDocument);
}

/** A document version already parsed (as the app keeps it): conditions and render, props validated before. */
export function parsedOnce(json: unknown): ScreenDocument {
  const parsed = parseLayoutDocument(json);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return parsed.doc as ScreenDocument;
}

export function renderParsed(doc: ScreenDocument): string {
  const store = createScreenStore();
  return renderToStaticMarkup(
    <RenderEnvProvider value={env}>
      <LayoutRenderer document={doc} screen={store} />
    </RenderEnvProvider>,
  );
}

const noop = async () => undefined;
function view(type: string) {
  const definition = widgetLookup.get(type) as WidgetDefinition<any>;
  if (!definition.view) throw new Error(`${type} is lazy: the benchmark uses eager widgets`);
  return definition.view;
}

/** The same views composed by hand: props already complete, no parsing, no conditions, no registry. */
export function renderByHand(loggedIn: boolean): string {
  const [Stack, Card, Text, Icon, Button] = ['Stack', 'Card', 'Text', 'Icon', 'Button'].map(view);
  const node = (type: string): ResolvedNode => ({ type, key: type, path: '', props: {}, children: [], on: {} });
  const cards: ReactNode[] = [];
  for (let i = 0; i < CARDS; i++) {
    cards.push(
      <Card key={i} props={{ title: `Item ${i}`, tone: 'raised', padding: 16 }} node={node('Card')} emit={noop}>
        <Text props={{ text: `Line ${i}`, variant: 'subtitle', align: 'start' }} node={node('Text')} emit={noop} />
        {i % 10 !== 0 || loggedIn ? <Text props={{ text: 'Description of the item', variant: 'muted', align: 'start' }} node={node('Text')} emit={noop} /> : null}
        <Icon props={{ name: 'star', color: 'primary', size: 24 }} node={node('Icon')} emit={noop} />
        <Button props={{ label: 'Open', size: 'sm', block: false, variant: 'primary', submit: false }} node={node('Button')} emit={noop} />
      </Card>,
    );
  }
  return renderToStaticMarkup(
    <Stack props={{ gap: 8, direction: 'column', align: 'stretch', justify: 'start', wrap: false, padding: 0 }} node={node('Stack')} emit={noop}>
      {cards}
    </Stack>,
  );
}

/** The two first steps alone, to split the pipeline's time. */
export function parseAndResolve(json: unknown): { parseMs: number; resolveMs: number } {
  const a = performance.now();
  const parsed = parseLayoutDocument(json);
  const b = performance.now();
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  resolveTree((parsed.doc as ScreenDocument).root, appEnv.contextFor!(createScreenStore(), { path: '/m/home', query: {} }), createWidgetLookup(widgetRegistry), 'big');
  return { parseMs: b - a, resolveMs: performance.now() - b };
}

export async function prepare(): Promise<void> {
  await initSnapshotTexts({});
}
