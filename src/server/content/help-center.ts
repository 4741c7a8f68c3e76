import type { StoreDb } from '../data/store';

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
export async function helpItemsFor(db: StoreDb, merchantCode: string, device: HelpDevice, language: string | undefined): Promise<HelpItem[]> {
  const itemsIn = (lang: string) =>
    db
      .selectFrom('help_items')
      .where('merchant_code', '=', merchantCode)
      .where('device', '=', device)
      .where('language', '=', lang)
      .select(['id', 'title', 'content'])
      .orderBy('sort')
      .orderBy('id')
      .execute();
  const wanted = language ?? HELP_FALLBACK_LANGUAGE;
  const items = await itemsIn(wanted);
  return items.length === 0 && wanted !== HELP_FALLBACK_LANGUAGE ? itemsIn(HELP_FALLBACK_LANGUAGE) : items;
}
