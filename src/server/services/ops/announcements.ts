import type { Db } from '../../db/open';

/** A notice as the operator publishes it (dates in epoch ms, already defaulted by the caller). */
export interface NewAnnouncement {
  type: 'PL' | 'PU' | 'H' | 'A';
  groupName: string;
  title: string;
  content: string;
  startDate: number;
  endDate: number;
  noExpiry: boolean;
  hot: boolean;
}

/**
 * Publishes a notice for the merchant and answers its id. It takes a sort value below every other
 * one, so the newest notice is listed first.
 */
export function publishAnnouncement(db: Db, merchantCode: string, a: NewAnnouncement): number {
  const first = db.prepare('SELECT COALESCE(MIN(sort), 0) - 1 AS sort FROM announcements WHERE merchant_code = ?').get(merchantCode) as { sort: number };
  const row = db
    .prepare(
      `INSERT INTO announcements (merchant_code, type, group_name, title, content, start_date, end_date, no_expiry, hot, palette, sort)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?) RETURNING id`,
    )
    .get(merchantCode, a.type, a.groupName, a.title, a.content, a.startDate, a.endDate, a.noExpiry ? 1 : 0, a.hot ? 1 : 0, first.sort) as { id: number };
  return row.id;
}

/** Withdraws one of the merchant's notices; false when it has none with that id. */
export function withdrawAnnouncement(db: Db, merchantCode: string, id: number): boolean {
  return db.prepare('DELETE FROM announcements WHERE id = ? AND merchant_code = ?').run(id, merchantCode).changes > 0;
}
