import { describe, expect, it } from 'vitest';
import { createPageDataCache } from '../../../src/server/static/page-data-cache';

function deferred() {
  let resolve: (value: string | null) => void = () => undefined;
  const promise = new Promise<string | null>((r) => (resolve = r));
  return { promise, resolve };
}

describe("guests' page data, shared for a few seconds and computed a few at a time", () => {
  it('serves a block while it is fresh, then computes it again', async () => {
    let clock = 0;
    const cache = createPageDataCache({ freshMs: 5000, now: () => clock });
    let runs = 0;
    const compute = async () => `block ${++runs}`;
    expect(await cache.get('home', compute)).toBe('block 1');
    clock = 4999;
    expect(await cache.get('home', compute)).toBe('block 1');
    clock = 5000;
    expect(await cache.get('home', compute)).toBe('block 2');
    expect(await cache.get('login', compute)).toBe('block 3');
  });

  it('navigations that arrive together share one computation', async () => {
    const cache = createPageDataCache();
    const slow = deferred();
    let runs = 0;
    const compute = () => (runs++, slow.promise);
    const both = Promise.all([cache.get('home', compute), cache.get('home', compute)]);
    slow.resolve('block');
    expect(await both).toEqual(['block', 'block']);
    expect(runs).toBe(1);
  });

  it('past its computations at once, a navigation goes without (the app asks for its data itself)', async () => {
    const cache = createPageDataCache({ atOnce: 2 });
    const [a, b] = [deferred(), deferred()];
    const first = cache.get('a', () => a.promise);
    const second = cache.get('b', () => b.promise);
    let ran = false;
    expect(await cache.get('c', async () => ((ran = true), 'c'))).toBeNull();
    expect(ran).toBe(false);
    a.resolve('a');
    b.resolve('b');
    expect([await first, await second]).toEqual(['a', 'b']);
    expect(await cache.get('c', async () => 'c')).toBe('c');
  });

  it("an operator's change forgets every block, and one computed across it is not kept", async () => {
    const cache = createPageDataCache();
    expect(await cache.get('home', async () => 'old')).toBe('old');
    const across = deferred();
    cache.clear();
    const running = cache.get('menu', () => across.promise);
    cache.clear();
    across.resolve('computed before the change');
    expect(await running).toBe('computed before the change');
    expect(cache.size).toBe(0);
    expect(await cache.get('home', async () => 'new')).toBe('new');
  });

  it('a computation that fails is not kept, and keeps no place', async () => {
    const cache = createPageDataCache({ atOnce: 1 });
    await expect(cache.get('home', async () => { throw new Error('down'); })).rejects.toThrow('down');
    expect(await cache.get('home', async () => 'back')).toBe('back');
  });

  it('keeps a bounded number of blocks, the oldest going first', async () => {
    const cache = createPageDataCache({ maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => key);
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 'a again')).toBe('a again');
    expect(await cache.get('c', async () => 'c again')).toBe('c');
  });
});
