import { describe, expect, it, vi } from 'vitest';
import { ABSENT, layeredRecord, onDemandContext, plainSource, withNames, type ContextParts } from '../../src/engine/on-demand-context';
import { evaluate } from '../../src/engine/conditions';

function countedParts(): { parts: ContextParts; reads: Record<string, number> } {
  const reads: Record<string, number> = {};
  const part =
    <T,>(name: string, value: T) =>
    () => {
      reads[name] = (reads[name] ?? 0) + 1;
      return value;
    };
  return {
    reads,
    parts: {
      flags: part('flags', { A: true }),
      template: part('template', { title: 'Demo' }),
      member: part('member', { loggedIn: true, type: 0 }),
      route: part('route', { path: '/m/home' }),
      device: part('device', { ios: true }),
      lang: part('lang', 'EN'),
      form: part('form', { name: 'x' }),
      state: part('state', { tab: 'all' }),
      data: part('data', { games: { status: 'ready' } }),
    },
  };
}

describe('onDemandContext', () => {
  it('works a part out when a rule first reads it, once, and never the parts no rule reads', () => {
    const { parts, reads } = countedParts();
    const ctx = onDemandContext(parts);
    expect(evaluate({ and: ['@flags.A', { '==': ['@state.tab', 'all'] }] }, ctx)).toBe(true);
    expect(evaluate('@flags.A', ctx)).toBe(true);
    expect(reads).toEqual({ flags: 1, state: 1 });
  });

  it('gives each part the defaults of the declared context', () => {
    const ctx = onDemandContext({ ...countedParts().parts, member: () => undefined, route: () => undefined, device: () => undefined, lang: () => '' });
    expect(ctx.member).toMatchObject({ loggedIn: false, type: 4 });
    expect(ctx.route).toEqual({ path: '/m/home', query: {}, params: {} });
    expect(ctx.device.android).toBe(false);
    expect(ctx.lang).toBe('CN');
  });

  it('adds names for one place of a layout without reading the parts', () => {
    const { parts, reads } = countedParts();
    const scoped = withNames(onDemandContext(parts), { item: { id: 7 }, index: 2 });
    expect(reads).toEqual({});
    expect(evaluate({ '==': ['@item.id', 7] }, scoped)).toBe(true);
    expect(evaluate('@lang', scoped)).toBe('EN');
    expect(reads).toEqual({ lang: 1 });
    expect({ ...scoped }).toMatchObject({ item: { id: 7 }, index: 2, flags: { A: true } });
  });
});

describe('layeredRecord', () => {
  const named = { wallet: () => ({ sumBalance: 1 }), modals: () => ({ open: true }) };

  it('reads a named value only when asked, and the rest by key', () => {
    const wallet = vi.fn(() => 1);
    const read = vi.fn((key: string) => (key === 'games' ? 'G' : ABSENT));
    const record = layeredRecord({ wallet }, { read, all: () => ({ games: 'G' }) }, true);
    expect(record.games).toBe('G');
    expect(wallet).not.toHaveBeenCalled();
    expect(record.wallet).toBe(1);
    expect(read).not.toHaveBeenCalledWith('wallet');
  });

  it('lets the named side or the rest win a clash, as asked', () => {
    const rest = plainSource({ wallet: 'screen', tab: 'all' });
    expect(layeredRecord(named, rest, true).wallet).toEqual({ sumBalance: 1 });
    expect(layeredRecord(named, rest, false).wallet).toBe('screen');
  });

  it('behaves as a plain record when listed, spread, tested or written out', () => {
    const record = layeredRecord(named, plainSource({ tab: 'all' }), false);
    expect(Object.keys(record).sort()).toEqual(['modals', 'tab', 'wallet']);
    expect({ ...record }).toEqual({ wallet: { sumBalance: 1 }, modals: { open: true }, tab: 'all' });
    expect('tab' in record && 'modals' in record && !('other' in record)).toBe(true);
    expect(JSON.parse(JSON.stringify(record))).toEqual({ wallet: { sumBalance: 1 }, modals: { open: true }, tab: 'all' });
    expect(record.other).toBeUndefined();
  });

  it('cannot be written to', () => {
    const record = layeredRecord(named, plainSource({}), false);
    expect(() => {
      record.tab = 'x';
    }).toThrow(TypeError);
  });
});
