import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { QueryView } from '../../src/engine/queries';
import { loadLayout, renderLayout, storeWithQuery } from './helpers';
import type { ScreenDocument } from '../../src/engine/types';
import { expectedSnaps } from '../../widgets/Collection/Carousel';

const doc = (props: Record<string, unknown>) =>
  loadLayout<ScreenDocument>({
    schemaVersion: '1.0',
    kind: 'screen',
    id: 'list',
    root: { type: 'Collection', props: { source: 'games', label: 'Games', item: { type: 'Text', props: { text: { $: { cat: [{ var: 'index' }, '. ', { var: 'item.name' }] } } } }, ...props } },
  });

const withData = (view: Partial<QueryView>) => storeWithQuery('games', view);

/** The carousel, once its lazily loaded presentation is in. */
const carouselIn = (container: HTMLElement) =>
  vi.waitFor(() => {
    const found = container.querySelector<HTMLElement>('.wl-carousel');
    if (!found) throw new Error('the carousel is not drawn yet');
    return found;
  });

describe('Collection', () => {
  it('repeats its item template with item and index, as a list', () => {
    renderLayout(doc({}), { store: withData({ status: 'ready', items: [{ name: 'Fortune' }, { name: 'Dragon' }], count: 2 }) });
    const list = screen.getByRole('list', { name: 'Games' });
    expect(list.textContent).toBe('0. Fortune1. Dragon');
  });

  it('as a grid of the given columns', () => {
    const { container } = renderLayout(doc({ layout: 'grid', columns: 3 }), { store: withData({ status: 'ready', items: [{ name: 'a' }], count: 1 }) });
    expect((container.querySelector('.wl-collection__grid') as HTMLElement).style.gridTemplateColumns).toBe('repeat(3, minmax(0, 1fr))');
  });

  it('shows a loading state (never a blank area) while nothing has arrived', () => {
    renderLayout(doc({}), { store: withData({ status: 'loading' }) });
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
  });

  it('shows the empty state, or the layout\'s own empty node', () => {
    renderLayout(doc({}), { store: withData({ status: 'empty' }) });
    expect(screen.getByText('暂无数据')).toBeTruthy();
    renderLayout(doc({ empty: { type: 'Text', props: { text: 'Nothing today' } } }), { store: withData({ status: 'empty' }) });
    expect(screen.getByText('Nothing today')).toBeTruthy();
  });

  it('a failed query says it could not load, with the reason when there is one, and a retry wired to the query', () => {
    const { unmount } = renderLayout(doc({}), { store: withData({ status: 'error', error: { code: 'timeout', message: 't:common_err_timeout' } }) });
    expect(screen.getByRole('alert').textContent).toContain('内容加载失败');
    expect(screen.getByRole('alert').textContent).toContain('请求超时，请重试');
    unmount();
    // A bare "unknown error" under "could not load" would say nothing twice.
    const { runs } = renderLayout(doc({}), { store: withData({ status: 'error', error: { code: 'http.500', message: 't:common_err_unknown' } }) });
    expect(screen.getByRole('alert').textContent).toContain('内容加载失败');
    expect(screen.getByRole('alert').textContent).not.toContain('未知错误');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(runs.at(-1)?.actions).toEqual([{ do: 'query.reload', query: 'games' }]);
  });

  it('a load-more button while hasMore, with current/total, wired to the query', () => {
    const { runs } = renderLayout(doc({ showCount: true }), {
      store: withData({ status: 'ready', items: [{ name: 'a' }, { name: 'b' }], count: 2, total: 7, hasMore: true }),
    });
    const more = screen.getByRole('button', { name: /加载更多/ });
    expect(more.textContent).toContain('2/7');
    fireEvent.click(more);
    expect(runs.at(-1)?.actions).toEqual([{ do: 'query.more', query: 'games' }]);
  });

  it('a ticker stands still with minItems or fewer items and scrolls above', () => {
    const items = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `w${i}` }));
    const ticker = { layout: 'ticker', ticker: { direction: 'vertical', speed: 30, minItems: 5, height: 120 } };
    const few = renderLayout(doc(ticker), { store: withData({ status: 'ready', items: items(5), count: 5 }) });
    expect(few.container.querySelectorAll('.wl-ticker__copy')).toHaveLength(1);
    few.unmount();
    const many = renderLayout(doc(ticker), { store: withData({ status: 'ready', items: items(6), count: 6 }) });
    const copies = many.container.querySelectorAll('.wl-ticker__copy');
    expect(copies).toHaveLength(2);
    expect(copies[1].getAttribute('aria-hidden')).toBe('true');
  });

  it('a carousel starts swiping (embla measures its slides) once the browser is idle, or at once when touched: not while the page is taken over', async () => {
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => ((idle = callback), 1));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    // embla follows its slides with observers jsdom does not have.
    for (const name of ['IntersectionObserver', 'ResizeObserver']) vi.stubGlobal(name, class { observe() {} unobserve() {} disconnect() {} });
    try {
      const items = Array.from({ length: 4 }, (_, i) => ({ name: `g${i}` }));
      const carousel = { layout: 'carousel', carousel: { perView: 1 } };
      const first = renderLayout(doc(carousel), { store: withData({ status: 'ready', items, count: 4 }) });
      const box = await carouselIn(first.container);
      expect(box.dataset.swipe).toBe('waiting');
      await vi.waitFor(() => expect(idle).toBeTypeOf('function'));
      act(() => idle!());
      expect(box.dataset.swipe).toBe('ready');
      first.unmount();

      idle = undefined;
      const second = renderLayout(doc(carousel), { store: withData({ status: 'ready', items, count: 4 }) });
      const touched = await carouselIn(second.container);
      fireEvent.pointerDown(touched);
      expect(touched.dataset.swipe).toBe('ready');
      second.unmount();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("a carousel's dots take their row before embla has measured: as many stops as embla will find", () => {
    expect(expectedSnaps(5, { perView: 1, groupSize: 1, loop: false })).toBe(5);
    expect(expectedSnaps(10, { perView: 2.5, groupSize: 2, loop: false })).toBe(5);
    expect(expectedSnaps(7, { perView: 3, groupSize: 3, loop: true })).toBe(3);
    expect(expectedSnaps(1, { perView: 3, groupSize: 1, loop: false })).toBe(1);
  });

  it('a ticker takes its speed from the size the resize observer reports, never reading the layout while it mounts', () => {
    const notices: ((entries: unknown[]) => void)[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(notice: (entries: unknown[]) => void) {
          notices.push(notice);
        }
        observe() {}
        disconnect() {}
      },
    );
    const read = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get');
    try {
      const items = Array.from({ length: 6 }, (_, i) => ({ name: `w${i}` }));
      const ticker = { layout: 'ticker', ticker: { direction: 'vertical', speed: 30, minItems: 5, height: 120 } };
      const { container } = renderLayout(doc(ticker), { store: withData({ status: 'ready', items, count: 6 }) });
      const track = container.querySelector('.wl-ticker__track') as HTMLElement;
      expect(read).not.toHaveBeenCalled();
      expect(track.className).not.toContain('running');
      act(() => notices.forEach((notice) => notice([{ borderBoxSize: [{ blockSize: 240, inlineSize: 300 }] }])));
      expect(track.className).toContain('wl-ticker__track--running');
      expect(track.style.animationDuration).toBe('8s');
      expect(read).not.toHaveBeenCalled();
    } finally {
      read.mockRestore();
      vi.unstubAllGlobals();
    }
  });

  it('item actions see their own item and index', () => {
    const { runs } = renderLayout(
      doc({ item: { type: 'Button', props: { label: { $: { var: 'item.name' } } }, on: { press: [{ do: 'navigate', to: '/m/x' }] } } }),
      { store: withData({ status: 'ready', items: [{ name: 'first' }, { name: 'second' }], count: 2 }) },
    );
    fireEvent.click(screen.getByRole('button', { name: 'second' }));
    expect(runs.at(-1)?.locals).toEqual({ item: { name: 'second' }, index: 1 });
  });

  it('a broken item template is reported with its pointer and the screen carries on', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderLayout(doc({ item: { type: 'NoSuchWidget' } }), { store: withData({ status: 'ready', items: [{ name: 'a' }], count: 1 }) });
    expect(window.__layoutIssues?.some((i) => i.path === '/root/props/item' && /unknown widget type/.test(i.message))).toBe(true);
  });
});
