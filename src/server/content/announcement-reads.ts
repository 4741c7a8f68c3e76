import type { Db } from '../db/open';

/** Whether the merchant has this announcement (any type, visible or not). */
export function announcementExists(db: Db, merchantCode: string, announcementId: number): boolean {
  return Boolean(db.prepare('SELECT 1 FROM announcements WHERE id = ? AND merchant_code = ?').get(announcementId, merchantCode));
}

/**
 * Sets or clears the member's read flag on an announcement. Marking read twice keeps the first
 * read time; clearing a flag that is not set changes nothing.
 */
export function setAnnouncementRead(db: Db, memberId: number, announcementId: number, read: boolean): void {
  if (read) {
    db.prepare('INSERT OR IGNORE INTO announcement_reads (member_id, announcement_id, read_at) VALUES (?, ?, ?)').run(memberId, announcementId, Date.now());
  } else {
    db.prepare('DELETE FROM announcement_reads WHERE member_id = ? AND announcement_id = ?').run(memberId, announcementId);
  }
}
