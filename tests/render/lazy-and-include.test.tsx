import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { includeWidget } from '../../widgets/Include';
import { clearLayoutIssues, layoutIssues } from '../../src/render/issues';
import { defineWidget, type WidgetView } from '../../src/render/widget';
import { boxWidget, fragmentDoc, renderDocument, screenDoc } from './helpers';

beforeEach(() => {
  clearLayoutIssues();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

function deferredView(label: string) {
  let resolve!: (module: { default: WidgetView<any> }) => void;
  const promise = new Promise<{ default: WidgetView<any> }>((r) => (resolve = r));
  const view: WidgetView<any> = ({ children }) => (
    <section data-testid={label}>
      {label}
      {children}
    </section>
  );
  return { load: vi.fn(() => promise), finish: () => resolve({ default: view }) };
}

describe('lazy widgets', () => {
  it('requests every lazy view of the tree at once, then renders the tree', async () => {
    const outer = deferredView('outer');
    const inner = deferredView('inner');
    const widgets = [
      boxWidget,
      defineWidget({ type: 'LazyOuter', description: 'lazy', props: z.object({}), acceptsChildren: true, load: outer.load }),
      defineWidget({ type: 'LazyInner', description: 'lazy', props: z.object({}), load: inner.load }),
    ];
    renderDocument(screenDoc({ type: 'LazyOuter', children: [{ type: 'LazyInner' }] }), { widgets });
    // Both requested before either arrived: no waterfall from the outer view to the inner one.
    expect(outer.load).toHaveBeenCalledTimes(1);
    expect(inner.load).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('outer')).toBeNull();
    await act(async () => {
      outer.finish();
      inner.finish();
    });
    expect(screen.getByTestId('outer')).toBeTruthy();
    expect(screen.getByTestId('inner')).toBeTruthy();
  });

  it('holds the place it is given while its lazy views download (the header keeps its room), then renders the tree', async () => {
    const view = deferredView('late');
    const widgets = [boxWidget, defineWidget({ type: 'Late', description: 'lazy', props: z.object({}), load: view.load })];
    renderDocument(fragmentDoc('header', { type: 'Late' }), { widgets, pending: <div data-testid="room" /> });
    expect(screen.getByTestId('room')).toBeTruthy();
    await act(async () => view.finish());
    expect(screen.queryByTestId('room')).toBeNull();
    expect(screen.getByTestId('late')).toBeTruthy();
  });

  it('renders the fallback of a lazy widget that fails to load and reports it', async () => {
    const broken = defineWidget({ type: 'Broken', description: 'lazy', props: z.object({}), load: () => Promise.reject<{ default: WidgetView<any> }>(new Error('chunk missing')) });
    renderDocument(screenDoc({ type: 'Box', props: { label: 'root' }, children: [{ type: 'Broken', fallback: { type: 'Box', props: { label: 'instead' } } }] }), {
      widgets: [boxWidget, broken],
    });
    expect(await screen.findByTestId('instead')).toBeTruthy();
    expect(layoutIssues.value.some((i) => i.message.includes('chunk missing') && i.path === '/root/children/0')).toBe(true);
  });
});

describe('Include widget', () => {
  const widgets = [boxWidget, includeWidget];

  it('renders a fragment document by id with the host screen store', () => {
    const panel = fragmentDoc('rightPanel', { type: 'Box', props: { label: 'panel' }, when: { var: 'state.panelOpen' } });
    const { store } = renderDocument(screenDoc({ type: 'Include', props: { layout: 'rightPanel' } }, { initial: { state: { panelOpen: true } } }), {
      widgets,
      documents: { rightPanel: panel },
    });
    expect(store.state.value.panelOpen).toBe(true);
    expect(screen.getByTestId('panel')).toBeTruthy();
  });

  it("starts an included fragment's queries with the screen's, while the screen's views still load, and only once", async () => {
    const mounted: string[] = [];
    const mountQueries = vi.fn((specs: Record<string, unknown> | undefined) => {
      mounted.push(...Object.keys(specs ?? {}));
      return () => undefined;
    });
    const slow = deferredView('slow');
    const lazyWidgets = [...widgets, defineWidget({ type: 'Slow', description: 'lazy', props: z.object({}), acceptsChildren: true, load: slow.load })];
    const lobby = { ...fragmentDoc('lobby', { type: 'Box', props: { label: 'lobby' } }), queries: { hot: { call: 'games.hot' } } };
    const host = screenDoc({ type: 'Slow', children: [{ type: 'Include', props: { layout: 'lobby' } }] }, { queries: { notices: { call: 'content.notices' } } });
    renderDocument(host, { widgets: lazyWidgets, documents: { lobby }, env: { mountQueries } });
    expect(screen.queryByTestId('lobby')).toBeNull();
    expect(mounted.sort()).toEqual(['hot', 'notices']);
    // Together, in one start: one write of the page's data rather than one per document.
    expect(mountQueries).toHaveBeenCalledTimes(1);
    await act(async () => slow.finish());
    expect(screen.getByTestId('lobby')).toBeTruthy();
    expect(mounted.sort()).toEqual(['hot', 'notices']);
  });

  it('reports a missing fragment and renders nothing in its place', () => {
    renderDocument(screenDoc({ type: 'Box', props: { label: 'host' }, children: [{ type: 'Include', props: { layout: 'ghost' } }] }), { widgets });
    expect(screen.getByTestId('host').textContent).toBe('host');
    expect(layoutIssues.value).toContainEqual({ documentId: 'testScreen', path: '/root/children/0', message: 'included layout "ghost" does not exist' });
  });

  it('refuses a fragment that includes itself', () => {
    const loop = fragmentDoc('loop', { type: 'Box', props: { label: 'loop' }, children: [{ type: 'Include', props: { layout: 'loop' } }] });
    renderDocument(screenDoc({ type: 'Include', props: { layout: 'loop' } }), { widgets, documents: { loop } });
    expect(screen.getAllByTestId('loop')).toHaveLength(1);
    expect(layoutIssues.value.some((i) => i.documentId === 'loop' && i.message.includes('includes itself'))).toBe(true);
  });
});
