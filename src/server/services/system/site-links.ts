import type { StoreDb } from '../../data/store';

export interface Country {
  code: string;
  name: string;
  /** Digits, no plus sign. */
  dialingCode: string;
}

/** Countries with their dialing codes, in display order (the phone number pickers). */
export function countryList(db: StoreDb): Promise<Country[]> {
  return db.selectFrom('countries').select(['code', 'name', 'dialing_code as dialingCode']).orderBy('sort').execute();
}

/** The merchant's app download links (by resource type: Android, IOS, AppDownloadIcon, …). */
export function downloadLinksOf(db: StoreDb, merchantCode: string): Promise<{ resourceType: string; url: string }[]> {
  return db.selectFrom('download_links').where('merchant_code', '=', merchantCode).select(['resource_type as resourceType', 'url']).orderBy('resource_type').execute();
}

/** The merchant's social links, in the operator's order. */
export function socialLinksOf(db: StoreDb, merchantCode: string): Promise<{ name: string; url: string }[]> {
  return db.selectFrom('social_links').where('merchant_code', '=', merchantCode).select(['name', 'url']).orderBy('sort').execute();
}
