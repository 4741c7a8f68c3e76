import { describe, expect, it } from 'vitest';
import type { QuerySpec } from '../../src/engine/queries';
import { layoutJson, requestOf } from './machine';

const doc = layoutJson('menus/lotteryLatest.json');
const queries = doc.queries as Record<string, QuerySpec>;
const vendorTypes = (...categories: string[]) => ({ value: { vendorSorting: categories.map((gameCategory) => ({ gameCategory, vendorNames: [] })) } });
const ctx = (gameCategory: string, ...categories: string[]) => ({ state: { gameCategory }, data: { vendorTypes: vendorTypes(...categories) } });

describe("the lobby's lottery category", () => {
  it('lists the lotteries of its category: LOTT, ELOTT, or all of them when ELOTT holds both (spec)', () => {
    expect(requestOf(queries.lotteryList, ctx('LOTT', 'RNG', 'LOTT'))).toEqual({ gameType: 'LOTT' });
    expect(requestOf(queries.lotteryList, ctx('ELOTT', 'RNG', 'ELOTT'))).toEqual({ gameType: 'ELOTT' });
    expect(requestOf(queries.lotteryList, ctx('ELOTT', 'LOTT', 'ELOTT'))).toEqual({});
  });

  it('asks for lotteries and draws only while a lottery category is open', () => {
    for (const name of ['lotteryList', 'lotteryDraws']) {
      expect(requestOf(queries[name], ctx('ELOTT'))).not.toBeNull();
      expect(requestOf(queries[name], ctx('LOTT'))).not.toBeNull();
      expect(requestOf(queries[name], ctx('RNG'))).toBeNull();
    }
  });
});
