import { describe, expect, it } from 'vitest';
import { isVisible } from '../../src/engine/conditions';
import { layoutJson, paramsOf } from './machine';

const doc = layoutJson('menus/lotteryLatest.json');
const queries = doc.queries as Record<string, { params?: Record<string, unknown>; when: unknown }>;
const vendorTypes = (...categories: string[]) => ({ value: { vendorSorting: categories.map((gameCategory) => ({ gameCategory, vendorNames: [] })) } });
const ctx = (gameCategory: string, ...categories: string[]) => ({ state: { gameCategory }, data: { vendorTypes: vendorTypes(...categories) } });

describe("the lobby's lottery category", () => {
  it('lists the lotteries of its category: LOTT, ELOTT, or all of them when ELOTT holds both (spec)', () => {
    expect(paramsOf(queries.lotteryList!.params!, ctx('LOTT', 'RNG', 'LOTT'))).toEqual({ gameType: 'LOTT' });
    expect(paramsOf(queries.lotteryList!.params!, ctx('ELOTT', 'RNG', 'ELOTT'))).toEqual({ gameType: 'ELOTT' });
    expect(paramsOf(queries.lotteryList!.params!, ctx('ELOTT', 'LOTT', 'ELOTT'))).toEqual({});
  });

  it('asks for lotteries and draws only while a lottery category is open', () => {
    for (const name of ['lotteryList', 'lotteryDraws']) {
      expect(isVisible(queries[name]!.when, ctx('ELOTT') as never)).toBe(true);
      expect(isVisible(queries[name]!.when, ctx('LOTT') as never)).toBe(true);
      expect(isVisible(queries[name]!.when, ctx('RNG') as never)).toBe(false);
    }
  });
});
