import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PartialContext } from '../../src/engine/build-context';
import { fallingItemsWidget } from '../../widgets/FallingItems';
import { SHOW_MS } from '../../widgets/FallingItems/use-bursts';
import { renderWidget } from './helpers';

const T0 = Date.UTC(2026, 0, 1, 12, 0, 0);
const bound = { running: { $: { var: 'state.on' } }, reveal: { $: { var: 'state.reveal' } } };
const on = (extra: Record<string, unknown> = {}): PartialContext => ({ state: { on: true, ...extra } });
const later = (ms: number) => act(async () => vi.advanceTimersByTime(ms));
const items = () => screen.queryAllByRole('button', { name: '点击抢' });
const doneCalls = (emit: ReturnType<typeof vi.fn>) => emit.mock.calls.filter(([event]) => event === 'done');
const tapPayloads = (emit: ReturnType<typeof vi.fn>) => emit.mock.calls.filter(([event]) => event === 'tap').map(([, payload]) => payload as { index: number; key: string });

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => vi.useRealTimers());

describe('FallingItems: falling', () => {
  it('shows nothing until it runs; then a layer with its children, the time left and a focused stop button', () => {
    const { rerenderWith } = renderWidget(fallingItemsWidget, { ...bound, presentation: 'falling' }, { ctx: { state: { on: false } }, children: <p>total 0.00</p> });
    expect(screen.queryByRole('dialog')).toBeNull();
    rerenderWith(on());
    const layer = screen.getByRole('dialog', { name: '快来抢' });
    expect(within(layer).getByText('total 0.00')).toBeTruthy();
    expect(within(layer).getByRole('timer').textContent).toBe('剩 20 秒');
    expect(document.activeElement).toBe(within(layer).getByRole('button', { name: '结束' }));
  });

  it('lets items fall a few at a time, never more than maxOnScreen, each on its own compositor animation', async () => {
    renderWidget(fallingItemsWidget, { ...bound, presentation: 'falling', count: 10, maxOnScreen: 3, durationMs: 10_000, fallMs: 4_000 }, { ctx: on() });
    expect(items()).toHaveLength(1);
    await later(3_000);
    expect(items()).toHaveLength(3);
    const first = items()[0];
    expect(first.style.animationDuration).toMatch(/^\d+ms$/);
    // An item that has fallen leaves and makes room for the next.
    fireEvent.animationEnd(first);
    expect(items()).toHaveLength(2);
    await later(1_000);
    expect(items()).toHaveLength(3);
  });

  it('a tap raises "tap" once with its index and a key of its own, shows "…" there, then what the answer revealed', async () => {
    const { emit, rerenderWith } = renderWidget(fallingItemsWidget, { ...bound, presentation: 'falling' }, { ctx: on() });
    const item = items()[0];
    fireEvent.pointerDown(item);
    fireEvent.click(item);
    const taps = tapPayloads(emit);
    expect(taps).toHaveLength(1);
    expect(taps[0]).toEqual({ index: 0, key: expect.stringMatching(/^[a-z0-9]+-0$/) });
    expect(items()).toHaveLength(0);
    expect(screen.getByText('…')).toBeTruthy();
    rerenderWith(on({ reveal: { key: taps[0].key, text: '+3.88' } }));
    expect(screen.getByText('+3.88', { selector: '.wl-fall__burst' })).toBeTruthy();
    // Screen readers hear it too.
    expect(screen.getByText('+3.88', { selector: '[aria-live="polite"]' })).toBeTruthy();
    await later(SHOW_MS);
    expect(screen.queryByText('+3.88', { selector: '.wl-fall__burst' })).toBeNull();
  });

  it('ends when the time is up, raising "done" once with what was tapped', async () => {
    const { emit } = renderWidget(fallingItemsWidget, { ...bound, presentation: 'falling', durationMs: 5_000, count: 8 }, { ctx: on() });
    fireEvent.pointerDown(items()[0]);
    await later(5_000);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(doneCalls(emit)).toEqual([['done', { reason: 'time', tapped: 1, count: 8 }]]);
  });

  it('ends by `until` (on the server clock) when that comes first, and at once when it is already past', async () => {
    const { emit } = renderWidget(fallingItemsWidget, { ...bound, presentation: 'falling', until: T0 + 60_000 + 3_000, now: T0 + 60_000 }, { ctx: on() });
    expect(screen.getByRole('timer').textContent).toBe('剩 3 秒');
    await later(3_000);
    expect(doneCalls(emit)).toEqual([['done', { reason: 'time', tapped: 0, count: 30 }]]);
  });

  it('an `until` already past raises "done" without showing anything', () => {
    const { emit } = renderWidget(fallingItemsWidget, { ...bound, until: T0 - 1 }, { ctx: on() });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(doneCalls(emit)).toEqual([['done', { reason: 'time', tapped: 0, count: 30 }]]);
  });

  it('stops on the stop button, on Escape, or when `running` turns false', () => {
    const first = renderWidget(fallingItemsWidget, { ...bound, presentation: 'falling' }, { ctx: on() });
    fireEvent.click(screen.getByRole('button', { name: '结束' }));
    expect(doneCalls(first.emit)).toEqual([['done', { reason: 'stopped', tapped: 0, count: 30 }]]);
    first.unmount();

    const second = renderWidget(fallingItemsWidget, { ...bound, presentation: 'falling' }, { ctx: on() });
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(doneCalls(second.emit)).toHaveLength(1);
    second.unmount();

    const third = renderWidget(fallingItemsWidget, { ...bound, presentation: 'falling' }, { ctx: on() });
    third.rerenderWith({ state: { on: false } });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(doneCalls(third.emit)).toEqual([['done', { reason: 'stopped', tapped: 0, count: 30 }]]);
  });

  it('ends early once every item has fallen or been tapped and its answer shown', async () => {
    const { emit, rerenderWith } = renderWidget(fallingItemsWidget, { ...bound, presentation: 'falling', count: 2, maxOnScreen: 2, durationMs: 20_000 }, { ctx: on() });
    await later(10_000);
    const [a, b] = items();
    fireEvent.animationEnd(a);
    fireEvent.pointerDown(b);
    expect(doneCalls(emit)).toHaveLength(0);
    rerenderWith(on({ reveal: { key: tapPayloads(emit)[0].key, text: '+1.00' } }));
    await later(SHOW_MS);
    expect(doneCalls(emit)).toEqual([['done', { reason: 'exhausted', tapped: 1, count: 2 }]]);
  });

  it('a new run has new keys: a repeated key always means the same tap', () => {
    const { emit, rerenderWith } = renderWidget(fallingItemsWidget, { ...bound, presentation: 'falling' }, { ctx: on() });
    fireEvent.pointerDown(items()[0]);
    rerenderWith({ state: { on: false } });
    rerenderWith(on());
    fireEvent.pointerDown(items()[0]);
    const [first, second] = tapPayloads(emit);
    expect(first.index).toBe(second.index);
    expect(first.key).not.toBe(second.key);
  });

  it('draws the operator\'s picture or an icon instead of the envelope', () => {
    renderWidget(fallingItemsWidget, { ...bound, presentation: 'falling', image: '/media/coin.png', itemLabel: 'Coin' }, { ctx: on() });
    const coin = screen.getByRole('button', { name: 'Coin' });
    expect(coin.querySelector('img')?.getAttribute('src')).toBe('/media/coin.png');
  });
});

describe('FallingItems: calm grid', () => {
  it('players who prefer reduced motion get a still grid: three rows of the given columns', () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...original(query), matches: query.includes('reduced-motion') })) as typeof window.matchMedia;
    try {
      const { container } = renderWidget(fallingItemsWidget, { ...bound, columns: 3 }, { ctx: on() });
      expect(items()).toHaveLength(9);
      expect(container.ownerDocument.querySelector('.wl-fall__item')).toBeNull();
      expect((container.ownerDocument.querySelector('.wl-fall__grid') as HTMLElement).style.gridTemplateColumns).toBe('repeat(3, 1fr)');
    } finally {
      window.matchMedia = original;
    }
  });

  it('a tapped item shows its answer in place, then the next item takes the cell, until none are left', async () => {
    const { emit, rerenderWith } = renderWidget(fallingItemsWidget, { ...bound, presentation: 'grid', count: 3, columns: 2 }, { ctx: on() });
    expect(items()).toHaveLength(3);
    fireEvent.click(items()[1]);
    expect(tapPayloads(emit)[0].index).toBe(1);
    expect(items()).toHaveLength(2);
    rerenderWith(on({ reveal: { key: tapPayloads(emit)[0].key, text: '+0.88' } }));
    expect(screen.getByText('+0.88', { selector: '.wl-fall__burst' })).toBeTruthy();
    await later(SHOW_MS);
    // Only three items in all: the cell stays empty.
    expect(items()).toHaveLength(2);
    for (const item of items()) fireEvent.click(item);
    expect(tapPayloads(emit).map((t) => t.index)).toEqual([1, 0, 2]);
    await later(4_000);
    expect(doneCalls(emit)).toEqual([['done', { reason: 'exhausted', tapped: 3, count: 3 }]]);
  });

  it('refills a cell with the next item when more are left', async () => {
    const { emit, rerenderWith } = renderWidget(fallingItemsWidget, { ...bound, presentation: 'grid', count: 10, columns: 2 }, { ctx: on() });
    expect(items()).toHaveLength(6);
    fireEvent.click(items()[0]);
    rerenderWith(on({ reveal: { key: tapPayloads(emit)[0].key, text: '+1.00' } }));
    await later(SHOW_MS);
    expect(items()).toHaveLength(6);
    fireEvent.click(items()[0]);
    expect(tapPayloads(emit).map((t) => t.index)).toEqual([0, 6]);
  });
});
