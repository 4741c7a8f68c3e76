import { describe, expect, it } from 'vitest';
import { groupVendors, type VendorCategory } from '../../../src/server/content/vendor-grouping';

const cat = (gameCategory: string, codes: string[]): VendorCategory => ({
  gameCategory,
  gameCount: codes.length * 2,
  vendorNames: codes.map((vassalage) => ({ vassalage, accountTypeName: vassalage, gameCount: 2 })),
});
const shape = (input: VendorCategory[]) => groupVendors(input).vendorSorting.map((c) => [c.gameCategory, c.vendorNames.map((v) => v.vassalage)]);

describe('vendor grouping rule', () => {
  it.each([
    ['sports only stays as is', [cat('RNG', ['PG']), cat('SPORTS', ['SABA', 'BTI'])], [['RNG', ['PG']], ['SPORTS', ['SABA', 'BTI']]]],
    ['e-sports split right after SPORTS', [cat('SPORTS', ['SABA', 'IMES', 'TF']), cat('LIVE', ['EVO'])], [['SPORTS', ['SABA']], ['ESPORTS', ['IMES', 'TF']], ['LIVE', ['EVO']]]],
    ['cockfight split after e-sports', [cat('SPORTS', ['SV3', 'SABA', 'AV', 'WGB'])], [['SPORTS', ['SABA']], ['ESPORTS', ['AV']], ['COCKFIGHT', ['SV3', 'WGB']]]],
    ['SPORTS dropped when emptied', [cat('RNG', ['PG']), cat('SPORTS', ['IA', 'DIG']), cat('FISH', ['JDB'])], [['RNG', ['PG']], ['ESPORTS', ['IA']], ['COCKFIGHT', ['DIG']], ['FISH', ['JDB']]]],
    ['every e-sports and cockfight code', [cat('SPORTS', ['AV', 'AI', 'IMES', 'TF', 'IA', 'SV3', 'DS88', 'DIG', 'WGB'])], [['ESPORTS', ['AV', 'AI', 'IMES', 'TF', 'IA']], ['COCKFIGHT', ['SV3', 'DS88', 'DIG', 'WGB']]]],
    ['LOTT alone stays', [cat('LOTT', ['LOTT', 'TCG_LOTTO_VN'])], [['LOTT', ['LOTT', 'TCG_LOTTO_VN']]]],
    ['ELOTT alone stays', [cat('ELOTT', ['ELOTT'])], [['ELOTT', ['ELOTT']]]],
    ['LOTT folded into ELOTT when both exist', [cat('LOTT', ['LOTT', 'TCG_LOTTO_VN']), cat('RNG', ['PG']), cat('ELOTT', ['ELOTT', 'TCG_SEA'])], [['RNG', ['PG']], ['ELOTT', ['ELOTT', 'TCG_SEA', 'LOTT', 'TCG_LOTTO_VN']]]],
    ['shared lottery vendor not duplicated', [cat('LOTT', ['TCG_SEA']), cat('ELOTT', ['TCG_SEA'])], [['ELOTT', ['TCG_SEA']]]],
    ['empty input', [], []],
  ] as [string, VendorCategory[], [string, string[]][]][])('%s', (_name, input, expected) => {
    expect(shape(input)).toEqual(expected);
  });

  it('recomputes game counts and builds the mapping from the grouped list', () => {
    const grouped = groupVendors([cat('SPORTS', ['SABA', 'IMES', 'TF']), cat('LOTT', ['LOTT']), cat('ELOTT', ['ELOTT'])]);
    expect(grouped.vendorSorting.map((c) => [c.gameCategory, c.gameCount])).toEqual([['SPORTS', 2], ['ESPORTS', 4], ['ELOTT', 4]]);
    expect(grouped.mapping).toEqual({ SPORTS: ['SABA'], ESPORTS: ['IMES', 'TF'], ELOTT: ['ELOTT', 'LOTT'] });
  });

  it('does not change its input', () => {
    const input = [cat('SPORTS', ['SABA', 'IMES'])];
    const copy = structuredClone(input);
    groupVendors(input);
    expect(input).toEqual(copy);
  });
});
