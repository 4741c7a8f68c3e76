import type { Db } from '../db/open';
import { groupVendors, type GroupedVendors, type VendorCategory } from './vendor-grouping';

/** The operator's vendor sorting for a merchant, with per-vendor game counts, then grouped. */
export function loadGroupedVendors(db: Db, merchantCode: string): GroupedVendors {
  const rows = db
    .prepare(
      `SELECT vs.category, vs.vendor_code AS vassalage, v.account_type_name AS accountTypeName,
              (SELECT COUNT(*) FROM games g WHERE g.merchant_code = vs.merchant_code AND g.vassalage = vs.vendor_code
                  AND g.game_type = vs.category) AS gameCount
         FROM vendor_sorting vs JOIN vendors v ON v.merchant_code = vs.merchant_code AND v.code = vs.vendor_code
        WHERE vs.merchant_code = ?
        ORDER BY vs.category_sort, vs.vendor_sort`,
    )
    .all(merchantCode) as { category: string; vassalage: string; accountTypeName: string; gameCount: number }[];
  const categories: VendorCategory[] = [];
  for (const r of rows) {
    let c = categories.find((x) => x.gameCategory === r.category);
    if (!c) categories.push((c = { gameCategory: r.category, gameCount: 0, vendorNames: [] }));
    c.vendorNames.push({ vassalage: r.vassalage, accountTypeName: r.accountTypeName, gameCount: r.gameCount });
    c.gameCount += r.gameCount;
  }
  return groupVendors(categories);
}
