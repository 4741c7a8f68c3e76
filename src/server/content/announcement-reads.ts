import type { StoreDb } from '../data/store';

/** Whether the merchant has this announcement (any type, visible or not). */
export async function announcementExists(db: StoreDb, merchantCode: string, announcementId: number): Promise<boolean> {
  const row = await db.selectFrom('announcements').where('id', '=', announcementId).where('merchant_code', '=', merchantCode).select('id').executeTakeFirst();
  return row !== undefined;
}

/**
 * Sets or clears the member's read flag on an announcement. Marking read twice keeps the first
 * read time; clearing a flag that is not set changes nothing.
 */
export async function setAnnouncementRead(db: StoreDb, memberId: number, announcementId: number, read: boolean): Promise<void> {
  if (read) {
    await db
      .insertInto('announcement_reads')
      .values({ member_id: memberId, announcement_id: announcementId, read_at: Date.now() })
      .onConflict((oc) => oc.doNothing())
      .execute();
  } else {
    await db.deleteFrom('announcement_reads').where('member_id', '=', memberId).where('announcement_id', '=', announcementId).execute();
  }
}
