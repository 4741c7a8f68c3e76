import type { StoreDb } from '../data/store';

/** Banner groups; without a group name the lobby group is meant. */
export const DEFAULT_BANNER_GROUP = 'm_home';

/** A banner as the announcements call lists it (texts in the merchant's default language). */
export interface BannerRow {
  id: number;
  groupName: string;
  title: string;
  subtitle: string;
  link: string;
}

/** The merchant's banners of one group (the lobby's when none is named), operator order. */
export function bannersInGroup(db: StoreDb, merchantCode: string, groupName: string | undefined): Promise<BannerRow[]> {
  return db
    .selectFrom('banners')
    .where('merchant_code', '=', merchantCode)
    .where('group_name', '=', groupName ?? DEFAULT_BANNER_GROUP)
    .select(['id', 'group_name as groupName', 'title', 'subtitle', 'link'])
    .orderBy('sort')
    .orderBy('id')
    .execute();
}
