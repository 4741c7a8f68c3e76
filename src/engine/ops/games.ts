/**
 * The lobby's rules from the spec (games-and-content §4, §9), as operations layouts call on the
 * vendor sorting the platform sends: its categories and the vendor list.
 */
export const ESPORTS_VENDORS = ['AV', 'AI', 'IMES', 'TF', 'IA'];
export const COCKFIGHT_VENDORS = ['SV3', 'DS88', 'DIG', 'WGB'];
/** Categories the app knows; any other in an answer is skipped, not fatal. */
export const GAME_CATEGORIES = ['RNG', 'LIVE', 'PVP', 'FISH', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT'];
/** Categories shown as vendors (the home carousels) and as one flat game list (the category view). */
export const VENDOR_TYPE_CATEGORIES = ['SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT'];
/** Vendors drawn with the shared lottery icon. */
export const SHARED_ICON_VENDORS = ['LOTT', 'ELOTT', 'TCG_SEA', 'TCG_LOTTO_VN', 'BTI'];

export interface LobbyVendor {
  vassalage: string;
  name: string;
  gameCount: number;
  /** The category it is listed under (a vendor card launching a sports lobby needs its game type). */
  category?: string;
}

export interface LobbyCategory {
  key: string;
  gameCount: number;
  vendors: LobbyVendor[];
  /** Shown as a flat game list when chosen (and as vendor cards on home). */
  vendorType: boolean;
}

interface RawVendor {
  vassalage?: unknown;
  accountTypeName?: unknown;
  gameCount?: unknown;
}

function vendorsOf(raw: unknown): LobbyVendor[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((v: RawVendor) =>
    typeof v?.vassalage === 'string' && v.vassalage
      ? [{ vassalage: v.vassalage, name: typeof v.accountTypeName === 'string' ? v.accountTypeName : v.vassalage, gameCount: typeof v.gameCount === 'number' ? v.gameCount : 0 }]
      : [],
  );
}

const count = (vendors: LobbyVendor[]) => vendors.reduce((n, v) => n + v.gameCount, 0);

/**
 * `{ "lobbyCategories": [vendorGameTypes answer] }`: the vendor categories in the server's order,
 * grouped as the spec says — e-sports and cockfight vendors move out of SPORTS into ESPORTS and
 * COCKFIGHT right after it, SPORTS goes when empty; with both LOTT and ELOTT, LOTT goes and ELOTT
 * takes every lottery vendor. Unknown categories are skipped. Applying it twice changes nothing.
 */
export function lobbyCategories(answer: unknown): LobbyCategory[] {
  const sorting = (answer as { vendorSorting?: unknown } | null)?.vendorSorting;
  if (!Array.isArray(sorting)) return [];
  let categories: { key: string; vendors: LobbyVendor[] }[] = sorting.flatMap((c: { gameCategory?: unknown; vendorNames?: unknown }) =>
    typeof c?.gameCategory === 'string' && GAME_CATEGORIES.includes(c.gameCategory) ? [{ key: c.gameCategory, vendors: vendorsOf(c.vendorNames) }] : [],
  );
  const sports = categories.find((c) => c.key === 'SPORTS');
  if (sports) {
    const split = (codes: string[]) => sports.vendors.filter((v) => codes.includes(v.vassalage));
    const moved = { ESPORTS: split(ESPORTS_VENDORS), COCKFIGHT: split(COCKFIGHT_VENDORS) };
    sports.vendors = sports.vendors.filter((v) => !ESPORTS_VENDORS.includes(v.vassalage) && !COCKFIGHT_VENDORS.includes(v.vassalage));
    const merged: typeof categories = [];
    for (const c of categories) {
      if (c.key === 'ESPORTS' || c.key === 'COCKFIGHT') continue;
      merged.push(c);
      if (c === sports) {
        for (const key of ['ESPORTS', 'COCKFIGHT'] as const) {
          const existing = categories.find((x) => x.key === key)?.vendors ?? [];
          const vendors = [...existing, ...moved[key].filter((v) => !existing.some((e) => e.vassalage === v.vassalage))];
          if (vendors.length) merged.push({ key, vendors });
        }
      }
    }
    categories = merged.filter((c) => c.key !== 'SPORTS' || c.vendors.length > 0);
  }
  const lott = categories.find((c) => c.key === 'LOTT');
  const elott = categories.find((c) => c.key === 'ELOTT');
  if (lott && elott) {
    elott.vendors = [...elott.vendors, ...lott.vendors.filter((v) => !elott.vendors.some((e) => e.vassalage === v.vassalage))];
    categories = categories.filter((c) => c !== lott);
  }
  return categories.map((c) => ({
    key: c.key,
    vendors: c.vendors.map((v) => ({ ...v, category: c.key })),
    gameCount: count(c.vendors),
    vendorType: VENDOR_TYPE_CATEGORIES.includes(c.key),
  }));
}

/**
 * `{ "lobbyVendors": [vendorGameTypes answer] }`: every vendor once, for the vendor filter and the
 * footer's vendor list — without the ELOTT, LOTT and SPORTS categories, vendors whose code starts
 * with TCG, and e-sports and cockfight vendors. Each keeps the category it is first listed under.
 */
export function lobbyVendors(answer: unknown): LobbyVendor[] {
  const seen = new Map<string, LobbyVendor>();
  for (const category of lobbyCategories(answer)) {
    if (['ELOTT', 'LOTT', 'SPORTS', 'ESPORTS', 'COCKFIGHT'].includes(category.key)) continue;
    for (const vendor of category.vendors) {
      if (vendor.vassalage.startsWith('TCG') || ESPORTS_VENDORS.includes(vendor.vassalage) || COCKFIGHT_VENDORS.includes(vendor.vassalage)) continue;
      const known = seen.get(vendor.vassalage);
      if (known) known.gameCount += vendor.gameCount;
      // The first category a vendor is listed under is where its link goes (a live vendor's list is LIVE, not slots).
      else seen.set(vendor.vassalage, { vassalage: vendor.vassalage, name: vendor.name, gameCount: vendor.gameCount, category: vendor.category });
    }
  }
  return [...seen.values()];
}

/** `{ "vendorIcon": [code, pattern] }`: the vendor's icon address; `{code}` in the pattern (default /media/vendors/{code}.svg). */
export function vendorIcon(code: unknown, pattern: unknown): string {
  if (typeof code !== 'string' || !code) return '';
  const shared = SHARED_ICON_VENDORS.includes(code) ? 'LOTT' : code;
  const template = typeof pattern === 'string' && pattern.includes('{code}') ? pattern : '/media/vendors/{code}.svg';
  return template.replace('{code}', encodeURIComponent(shared));
}

/** `{ "prizeMode": [mapping] }`: "Elott" when the ELOTT mapping has TCG_LOTTO_VN or LOTT, else "Lott" (spec §4). */
export function prizeMode(mapping: unknown): 'Elott' | 'Lott' {
  const elott = (mapping as Record<string, unknown> | null)?.ELOTT;
  return Array.isArray(elott) && (elott.includes('TCG_LOTTO_VN') || elott.includes('LOTT')) ? 'Elott' : 'Lott';
}
