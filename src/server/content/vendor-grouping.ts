/**
 * The spec's vendor grouping rule, kept pure so it can be tested by tables of cases:
 * - under SPORTS, e-sports and cockfight vendors are split out into ESPORTS and COCKFIGHT,
 *   placed right after SPORTS (in that order); SPORTS is dropped when no vendor remains;
 * - when both LOTT and ELOTT exist, LOTT is removed and ELOTT takes every lottery vendor.
 */
export const ESPORTS_VENDORS: readonly string[] = ['AV', 'AI', 'IMES', 'TF', 'IA'];
export const COCKFIGHT_VENDORS: readonly string[] = ['SV3', 'DS88', 'DIG', 'WGB'];

export interface VendorName {
  vassalage: string;
  accountTypeName: string;
  gameCount: number;
}

export interface VendorCategory {
  gameCategory: string;
  gameCount: number;
  vendorNames: VendorName[];
}

export interface GroupedVendors {
  vendorSorting: VendorCategory[];
  /** Category -> vendor codes, in display order. */
  mapping: Record<string, string[]>;
}

function category(gameCategory: string, vendorNames: VendorName[]): VendorCategory {
  return { gameCategory, gameCount: vendorNames.reduce((n, v) => n + v.gameCount, 0), vendorNames };
}

function splitSports(sports: VendorCategory): VendorCategory[] {
  const esports = sports.vendorNames.filter((v) => ESPORTS_VENDORS.includes(v.vassalage));
  const cockfight = sports.vendorNames.filter((v) => COCKFIGHT_VENDORS.includes(v.vassalage));
  const rest = sports.vendorNames.filter((v) => !esports.includes(v) && !cockfight.includes(v));
  const out: VendorCategory[] = [];
  if (rest.length > 0) out.push(category('SPORTS', rest));
  if (esports.length > 0) out.push(category('ESPORTS', esports));
  if (cockfight.length > 0) out.push(category('COCKFIGHT', cockfight));
  return out;
}

function mergeLotteries(list: VendorCategory[]): VendorCategory[] {
  const lott = list.find((c) => c.gameCategory === 'LOTT');
  const elott = list.find((c) => c.gameCategory === 'ELOTT');
  if (!lott || !elott) return list;
  const merged = [...elott.vendorNames];
  for (const v of lott.vendorNames) {
    if (!merged.some((m) => m.vassalage === v.vassalage)) merged.push(v);
  }
  return list.filter((c) => c !== lott).map((c) => (c === elott ? category('ELOTT', merged) : c));
}

export function groupVendors(sorting: readonly VendorCategory[]): GroupedVendors {
  const split = sorting.flatMap((c) => (c.gameCategory === 'SPORTS' ? splitSports(c) : [{ ...c }]));
  const vendorSorting = mergeLotteries(split);
  const mapping: Record<string, string[]> = {};
  for (const c of vendorSorting) mapping[c.gameCategory] = c.vendorNames.map((v) => v.vassalage);
  return { vendorSorting, mapping };
}
