import type { Db } from '../db/open';

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
export function bannersInGroup(db: Db, merchantCode: string, groupName: string | undefined): BannerRow[] {
  return db
    .prepare('SELECT id, group_name AS groupName, title, subtitle, link FROM banners WHERE merchant_code = ? AND group_name = ? ORDER BY sort, id')
    .all(merchantCode, groupName ?? DEFAULT_BANNER_GROUP) as BannerRow[];
}

