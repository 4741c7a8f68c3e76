import type { StoreDb } from '../data/store';
import { groupVendors, type GroupedVendors, type VendorCategory } from './vendor-grouping';

/** The operator's vendor sorting for a merchant, with per-vendor game counts, then grouped. */
export async function loadGroupedVendors(db: StoreDb, merchantCode: string): Promise<GroupedVendors> {
  const rows = await db
    .selectFrom('vendor_sorting as vs')
    .innerJoin('vendors as v', (join) => join.onRef('v.merchant_code', '=', 'vs.merchant_code').onRef('v.code', '=', 'vs.vendor_code'))
    .where('vs.merchant_code', '=', merchantCode)
    .select((eb) => [
      'vs.category',
      'vs.vendor_code as vassalage',
      'v.account_type_name as accountTypeName',
      eb
        .selectFrom('games as g')
        .whereRef('g.merchant_code', '=', 'vs.merchant_code')
        .whereRef('g.vassalage', '=', 'vs.vendor_code')
        .whereRef('g.game_type', '=', 'vs.category')
        .select((inner) => inner.fn.countAll().as('n'))
        .as('gameCount'),
    ])
    .orderBy('vs.category_sort')
    .orderBy('vs.vendor_sort')
    .execute();
  const categories: VendorCategory[] = [];
  for (const r of rows) {
    const gameCount = Number(r.gameCount ?? 0);
    let c = categories.find((x) => x.gameCategory === r.category);
    if (!c) categories.push((c = { gameCategory: r.category, gameCount: 0, vendorNames: [] }));
    c.vendorNames.push({ vassalage: r.vassalage, accountTypeName: r.accountTypeName, gameCount });
    c.gameCount += gameCount;
  }
  return groupVendors(categories);
}
