import { sql } from 'kysely';
import type { StoreDb } from '../../data/store';

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
 * one (read in the same statement), so the newest notice is listed first.
 */
export async function publishAnnouncement(db: StoreDb, merchantCode: string, a: NewAnnouncement): Promise<number> {
  const first = sql<number>`(SELECT COALESCE(MIN(sort), 0) - 1 FROM announcements WHERE merchant_code = ${merchantCode})`;
  const row = await db
    .insertInto('announcements')
    .values({
      merchant_code: merchantCode, type: a.type, group_name: a.groupName, title: a.title, content: a.content,
      start_date: a.startDate, end_date: a.endDate, no_expiry: a.noExpiry ? 1 : 0, hot: a.hot ? 1 : 0, palette: 0, sort: first,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Withdraws one of the merchant's notices; false when it has none with that id. */
export async function withdrawAnnouncement(db: StoreDb, merchantCode: string, id: number): Promise<boolean> {
  const result = await db.deleteFrom('announcements').where('id', '=', id).where('merchant_code', '=', merchantCode).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
