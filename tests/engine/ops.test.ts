import { describe, expect, it } from 'vitest';
import { evaluate } from '../../src/engine/conditions';
import { lobbyCategories, lobbyVendors, prizeMode, vendorIcon } from '../../src/engine/ops/games';

const v = (vassalage: string, gameCount = 1) => ({ vassalage, accountTypeName: `${vassalage} name`, gameCount });
const sorting = (...categories: [string, string[]][]) => ({ vendorSorting: categories.map(([gameCategory, codes]) => ({ gameCategory, vendorNames: codes.map((c) => v(c)) })) });

describe('lobby categories (spec §4 grouping)', () => {
  it('splits e-sports and cockfight vendors out of SPORTS, right after it', () => {
    const cats = lobbyCategories(sorting(['RNG', ['PG']], ['SPORTS', ['SABA', 'IMES', 'SV3', 'BTI', 'TF']], ['LIVE', ['EVO']]));
    expect(cats.map((c) => [c.key, c.vendors.map((x) => x.vassalage)])).toEqual([
      ['RNG', ['PG']], ['SPORTS', ['SABA', 'BTI']], ['ESPORTS', ['IMES', 'TF']], ['COCKFIGHT', ['SV3']], ['LIVE', ['EVO']],
    ]);
    expect(cats.map((c) => c.vendorType)).toEqual([false, true, true, true, false]);
  });

  it('drops SPORTS when nothing is left in it', () => {
    expect(lobbyCategories(sorting(['SPORTS', ['AV', 'DS88']])).map((c) => c.key)).toEqual(['ESPORTS', 'COCKFIGHT']);
  });

  it('with LOTT and ELOTT, LOTT goes and ELOTT takes every lottery vendor', () => {
    const cats = lobbyCategories(sorting(['LOTT', ['LOTT', 'TCG_SEA']], ['ELOTT', ['ELOTT']]));
    expect(cats.map((c) => [c.key, c.vendors.map((x) => x.vassalage)])).toEqual([['ELOTT', ['ELOTT', 'LOTT', 'TCG_SEA']]]);
  });

  it('skips unknown categories and malformed entries; is idempotent on already grouped answers', () => {
    const grouped = sorting(['RNG', ['PG']], ['CARDS3D', ['X']], ['SPORTS', ['SABA']], ['ESPORTS', ['IMES']]);
    expect(lobbyCategories({ vendorSorting: [...grouped.vendorSorting, { nope: 1 }, null] }).map((c) => c.key)).toEqual(['RNG', 'SPORTS', 'ESPORTS']);
    expect(lobbyCategories(null)).toEqual([]);
  });

  it('the vendor list leaves out ELOTT, LOTT and SPORTS, TCG vendors, e-sports and cockfight vendors', () => {
    const all = lobbyVendors(sorting(['RNG', ['PG', 'JILI', 'TCG_X']], ['FISH', ['JILI']], ['SPORTS', ['SABA', 'IA', 'WGB']], ['ELOTT', ['ELOTT']], ['LIVE', ['EVO']]));
    expect(all.map((x) => x.vassalage)).toEqual(['PG', 'JILI', 'EVO']);
    expect(all.find((x) => x.vassalage === 'JILI')?.gameCount).toBe(2);
  });

  it('each vendor keeps the category it is first listed under, so its link opens that list', () => {
    const all = lobbyVendors(sorting(['RNG', ['PG', 'JILI']], ['FISH', ['JILI']], ['LIVE', ['EVO', 'AES']], ['PVP', ['KY']]));
    expect(all.map((x) => [x.vassalage, x.category])).toEqual([['PG', 'RNG'], ['JILI', 'RNG'], ['EVO', 'LIVE'], ['AES', 'LIVE'], ['KY', 'PVP']]);
  });
});

describe('vendor icons and prize mode', () => {
  it('LOTT, ELOTT, TCG_SEA, TCG_LOTTO_VN and BTI share one icon; the path comes from the template', () => {
    expect(['LOTT', 'ELOTT', 'TCG_SEA', 'TCG_LOTTO_VN', 'BTI'].map((c) => vendorIcon(c, undefined))).toEqual(Array(5).fill('/media/vendors/LOTT.svg'));
    expect(vendorIcon('PG', 'https://cdn.example/vendor/{code}.png')).toBe('https://cdn.example/vendor/PG.png');
  });

  it('electronic lottery mode when the ELOTT mapping has TCG_LOTTO_VN or LOTT', () => {
    expect(prizeMode({ ELOTT: ['ELOTT', 'TCG_LOTTO_VN'] })).toBe('Elott');
    expect(prizeMode({ ELOTT: ['ELOTT'] })).toBe('Lott');
    expect(prizeMode(null)).toBe('Lott');
  });
});

describe('list operations in rules', () => {
  const winners = [{ vo: { winAmount: 5 } }, { vo: { winAmount: 50 } }, { vo: { winAmount: 20 } }];
  it('sortBy and take: the winner board, by win amount descending, at most 20', () => {
    expect(evaluate({ take: [{ sortBy: [{ var: 'list' }, 'vo.winAmount', 'desc'] }, 2] }, { list: winners })).toEqual([winners[1], winners[2]]);
  });
  it('matching: a case-insensitive substring search that sees the outer context', () => {
    expect(evaluate({ matching: [{ var: 'games' }, 'gameName', { var: 'state.q' }] }, { games: [{ gameName: 'Lotus Deluxe' }, { gameName: 'Dragon' }], state: { q: ' lotus ' } })).toEqual([{ gameName: 'Lotus Deluxe' }]);
  });
  it('findBy and pluck', () => {
    expect(evaluate({ findBy: [{ var: 'l' }, 'id', '3'] }, { l: [{ id: 3, t: 'x' }] })).toEqual({ id: 3, t: 'x' });
    expect(evaluate({ pluck: [{ var: 'l' }, 'id'] }, { l: [{ id: 3 }, { id: 4 }] })).toEqual([3, 4]);
  });
  it('lookup finds the entry after the first key equal to the value (loosely), else the fallback', () => {
    const table = ['HOME', 'home', 'HOT', 'fire', 1, 'one', 'HOT', 'second'];
    expect(evaluate({ lookup: ['@c', table, 'grid'] }, { c: 'HOT' })).toBe('fire');
    expect(evaluate({ lookup: ['@c', table, 'grid'] }, { c: '1' })).toBe('one');
    expect(evaluate({ lookup: ['@c', table, 'grid'] }, { c: 'X' })).toBe('grid');
    expect(evaluate({ lookup: ['@c', table, '@d'] }, { c: null, d: 'default' })).toBe('default');
    expect(evaluate({ lookup: ['@c', table] }, { c: 'constructor' })).toBeNull();
    // The same answers as the if chain it replaces.
    const chain = { if: [{ '==': ['@c', 'HOME'] }, 'home', { '==': ['@c', 'HOT'] }, 'fire', { '==': ['@c', 1] }, 'one', 'grid'] };
    for (const c of ['HOME', 'HOT', 1, '1', 'X', null, '']) expect(evaluate({ lookup: ['@c', table.slice(0, 6), 'grid'] }, { c })).toBe(evaluate(chain, { c }));
  });

  it('get reads a field of a computed value, with a fallback', () => {
    expect(evaluate({ get: [{ findBy: [{ var: 'l' }, 'key', 'RNG'] }, 'vendors', []] }, { l: [{ key: 'RNG', vendors: ['PG'] }] })).toEqual(['PG']);
    expect(evaluate({ get: [{ findBy: [{ var: 'l' }, 'key', 'X'] }, 'vendors', []] }, { l: [] })).toEqual([]);
  });
  it('filterBy keeps the items of one value (the hot list of one game type), all for an empty value', () => {
    const hot = [{ gameType: 'RNG', n: 1 }, { gameType: 'LIVE', n: 2 }, { gameType: 'RNG', n: 3 }];
    expect(evaluate({ filterBy: [{ var: 'hot' }, 'gameType', { var: 'route.params.gameType' }] }, { hot, route: { params: { gameType: 'RNG' } } })).toEqual([hot[0], hot[2]]);
    expect(evaluate({ filterBy: [{ var: 'hot' }, 'gameType', { var: 'nothing' }] }, { hot })).toEqual(hot);
  });
  it('money groups thousands with fixed decimals; no number gives empty text', () => {
    expect(evaluate({ money: [{ var: 'v' }] }, { v: 12345.6 })).toBe('12,345.60');
    expect(evaluate({ money: [{ var: 'v' }, 0] }, { v: '88' })).toBe('88');
    expect(evaluate({ money: [{ var: 'v' }] }, { v: 'abc' })).toBe('');
    expect(evaluate({ money: [{ var: 'missing' }] }, {})).toBe('');
    expect(evaluate({ money: [-1234567.891, 2] }, {})).toBe('-1,234,567.89');
    expect(evaluate({ money: [999.995, 2] }, {})).toBe((999.995).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
    expect(evaluate({ money: [-0.001, 2] }, {})).toBe('0.00');
  });
  it('currency puts the merchant symbol before the amount (F or empty) or after it (B); no number gives empty text', () => {
    const template = (currency_symbol?: string, currency_position?: string) => ({ template: { currency_symbol, currency_position } });
    const rule = { currency: [{ var: 'v' }, { var: 'template.currency_symbol' }, { var: 'template.currency_position' }] };
    expect(evaluate(rule, { v: 12977.87, ...template('¥', 'F') })).toBe('¥12,977.87');
    expect(evaluate(rule, { v: 12977.87, ...template('₱', '') })).toBe('₱12,977.87');
    expect(evaluate(rule, { v: 12977.87, ...template('₱', 'B') })).toBe('12,977.87 ₱');
    expect(evaluate(rule, { v: -5, ...template() })).toBe('-¥5.00');
    expect(evaluate(rule, { v: null, ...template('¥', 'F') })).toBe('');
  });
});
