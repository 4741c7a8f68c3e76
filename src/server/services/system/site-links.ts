import type { Db } from '../../db/open';

export interface Country {
  code: string;
  name: string;
  /** Digits, no plus sign. */
  dialingCode: string;
}

/** Countries with their dialing codes, in display order (the phone number pickers). */
export function countryList(db: Db): Country[] {
  return db.prepare('SELECT code, name, dialing_code AS dialingCode FROM countries ORDER BY sort').all() as Country[];
}

/** The merchant's app download links (by resource type: Android, IOS, AppDownloadIcon, …). */
export function downloadLinksOf(db: Db, merchantCode: string): { resourceType: string; url: string }[] {
  return db.prepare('SELECT resource_type AS resourceType, url FROM download_links WHERE merchant_code = ? ORDER BY resource_type').all(merchantCode) as { resourceType: string; url: string }[];
}

/** The merchant's social links, in the operator's order. */
export function socialLinksOf(db: Db, merchantCode: string): { name: string; url: string }[] {
  return db.prepare('SELECT name, url FROM social_links WHERE merchant_code = ? ORDER BY sort').all(merchantCode) as { name: string; url: string }[];
}
