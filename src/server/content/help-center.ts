import type { Db } from '../db/open';

/** The spec's default language; used when the merchant has no items in the requested one. */
export const HELP_FALLBACK_LANGUAGE = 'CN';

export type HelpDevice = 'MOBILE' | 'WEB';

/** One help-centre entry: a title and its HTML content. */
export interface HelpItem {
  id: number;
  title: string;
  content: string;
}

/**
 * The merchant's help items for a device in a language (the default language when none is
 * asked), operator order. A language the merchant wrote nothing in gets the default language's
 * items, so the help centre is never empty only because of the player's language.
 */
export function helpItemsFor(db: Db, merchantCode: string, device: HelpDevice, language: string | undefined): HelpItem[] {
  const select = db.prepare('SELECT id, title, content FROM help_items WHERE merchant_code = ? AND device = ? AND language = ? ORDER BY sort, id');
  const wanted = language ?? HELP_FALLBACK_LANGUAGE;
  let items = select.all(merchantCode, device, wanted) as HelpItem[];
  if (items.length === 0 && wanted !== HELP_FALLBACK_LANGUAGE) items = select.all(merchantCode, device, HELP_FALLBACK_LANGUAGE) as HelpItem[];
  return items;
}
