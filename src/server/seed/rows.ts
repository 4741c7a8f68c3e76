import { sql, type Insertable } from 'kysely';
import { isPostgres } from '../data/portable';
import type { StoreDb } from '../data/store';
import type { Tables } from '../data/tables';

/** Rows per statement: one statement per chunk is fast on PostgreSQL, and a few hundred rows stay well under both engines' parameter limits. */
const CHUNK_ROWS = 200;

type Row<T extends keyof Tables> = Insertable<Tables[T]>;

/** Inserts `rows` in their order, a chunk per statement. */
export async function insertRows<T extends keyof Tables>(db: StoreDb, table: T, rows: readonly Row<T>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK_ROWS) {
    // Kysely cannot relate a generic table name to its row type; the rows are typed by the caller.
    await db.insertInto(table).values(rows.slice(i, i + CHUNK_ROWS) as never).execute();
  }
}

/**
 * Inserts `rows` of a table whose id the database numbers, and answers their ids in the rows'
 * order. One statement numbers its rows in the order of its values on both engines (the seed is
 * alone in its transaction), while RETURNING may list them in any order: hence the sort.
 */
export async function insertRowsReturningIds<T extends 'announcements' | 'banners' | 'mall_items' | 'mall_redemptions' | 'promotion_categories' | 'transactions'>(
  db: StoreDb,
  table: T,
  rows: readonly Row<T>[],
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += CHUNK_ROWS) {
    const returned = (await db.insertInto(table).values(rows.slice(i, i + CHUNK_ROWS) as never).returning('id' as never).execute()) as unknown as { id: number }[];
    ids.push(...returned.map((r) => Number(r.id)).sort((a, b) => a - b));
  }
  return ids;
}

/**
 * After rows inserted with ids of their own: PostgreSQL's identity does not see them, so it is
 * moved past the largest id (SQLite numbers after the largest id by itself).
 */
export async function continueIdentityAfterInserts(db: StoreDb, table: 'security_questions'): Promise<void> {
  if (isPostgres(db)) await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), MAX(id)) FROM ${sql.table(table)}`.execute(db);
}

/** The ids of the merchant's members by username (names not found are absent). */
export async function memberIds(db: StoreDb, merchantCode: string, usernames: readonly string[]): Promise<Map<string, number>> {
  if (usernames.length === 0) return new Map();
  const rows = await db.selectFrom('members').where('merchant_code', '=', merchantCode).where('username', 'in', usernames).select(['id', 'username']).execute();
  return new Map(rows.map((r) => [r.username, r.id]));
}
