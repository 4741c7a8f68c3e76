import type { StoreDb } from '../data/store';
import type { AnnouncementQuery } from './announcements';

/**
 * How recently an announcement may have ended and still be listed: a notice ends its last day
 * (end date + 1 day), a promotion stays listed a grace period longer. Epoch milliseconds its
 * end date must be after.
 */
export interface EndCutoffs {
  notice: number;
  promotion: number;
}

/** The visible announcements' rows with the member's sign-up and read flag, operator order. */
export function visibleAnnouncements(db: StoreDb, q: AnnouncementQuery, now: number, cutoffs: EndCutoffs) {
  return db
    .selectFrom('announcements as a')
    // No member: the joins match nothing (no sign-up status, no read flag).
    .leftJoin('promotion_signups as s', (join) => join.onRef('s.announcement_id', '=', 'a.id').on('s.member_id', '=', q.memberId ?? -1))
    .leftJoin('announcement_reads as r', (join) => join.onRef('r.announcement_id', '=', 'a.id').on('r.member_id', '=', q.memberId ?? -1))
    .where('a.merchant_code', '=', q.merchantCode)
    .where('a.start_date', '<=', now)
    .where((eb) =>
      eb.or([
        eb('a.no_expiry', '=', 1),
        eb.and([eb('a.type', '=', 'PR'), eb('a.end_date', '>', cutoffs.promotion)]),
        eb.and([eb('a.type', '<>', 'PR'), eb('a.end_date', '>', cutoffs.notice)]),
      ]),
    )
    .where('a.type', 'in', [...q.types])
    .$if(Boolean(q.groupName), (qb) => qb.where((eb) => eb.or([eb('a.group_name', '=', ''), eb('a.group_name', '=', q.groupName ?? '')])))
    .$if(q.id !== undefined, (qb) => qb.where('a.id', '=', q.id ?? 0))
    .$if(q.categoryId !== undefined, (qb) =>
      qb.where('a.id', 'in', db.selectFrom('announcement_categories').where('category_id', '=', q.categoryId ?? 0).select('announcement_id')))
    .$if(q.hotOnly === true, (qb) => qb.where('a.hot', '=', 1))
    .select([
      'a.id', 'a.type', 'a.group_name as groupName', 'a.title', 'a.content', 'a.start_date as startDate', 'a.end_date as endDate',
      'a.no_expiry as noExpiry', 'a.linked_promotion_id as linkedPromotionId', 'a.image_required as imageRequired', 'a.remark_required as remarkRequired',
      'a.sign_up_enabled as signUpEnabled', 'a.sign_up_request_reward_type as signUpRequestRewardType', 'a.hot',
      's.status as storedStatus', 'r.read_at as readAt',
    ])
    .orderBy('a.sort')
    .orderBy('a.id')
    .execute();
}

/** The category ids of each announcement, ascending. */
export async function categoriesOf(db: StoreDb, ids: number[]): Promise<Map<number, number[]>> {
  const byAnnouncement = new Map<number, number[]>();
  if (ids.length === 0) return byAnnouncement;
  const rows = await db.selectFrom('announcement_categories').where('announcement_id', 'in', ids).select(['announcement_id', 'category_id']).orderBy('category_id').execute();
  for (const r of rows) byAnnouncement.set(r.announcement_id, [...(byAnnouncement.get(r.announcement_id) ?? []), r.category_id]);
  return byAnnouncement;
}

/** The image sequence numbers of each announcement, ascending. */
export async function imagesOf(db: StoreDb, ids: number[]): Promise<Map<number, number[]>> {
  const byAnnouncement = new Map<number, number[]>();
  if (ids.length === 0) return byAnnouncement;
  const rows = await db.selectFrom('announcement_images').where('announcement_id', 'in', ids).select(['announcement_id', 'sequence']).orderBy('sequence').execute();
  for (const r of rows) byAnnouncement.set(r.announcement_id, [...(byAnnouncement.get(r.announcement_id) ?? []), r.sequence]);
  return byAnnouncement;
}

/** A Y/N column as its answer type (anything but Y reads as N). */
export const yesNo = (flag: string): 'Y' | 'N' => (flag === 'Y' ? 'Y' : 'N');
