import { PostgresAdapter, sql, type RawBuilder } from 'kysely';
import type { StoreDb, StoreTransaction } from './store';
import type { Tables } from './tables';

/** Which engine a store's builder (or a transaction of it) speaks to. */
export function isPostgres(db: StoreDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * Runs `work` in the caller's transaction when `db` is one, else in a new one: the statements of
 * one change (a balance and its record) are written together or not at all, whoever calls.
 */
export function atomic<T>(db: StoreDb, work: (trx: StoreTransaction) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db as StoreTransaction) : db.transaction().execute(work);
}

/** The text at `key` of a JSON object stored in a TEXT column (null when absent), on either engine. */
export function jsonText(db: StoreDb, column: string, key: string): RawBuilder<string | null> {
  if (!/^\w+$/.test(key)) throw new Error(`not a JSON key: ${key}`);
  return isPostgres(db) ? sql<string | null>`(${sql.ref(column)}::jsonb ->> ${key})` : sql<string | null>`json_extract(${sql.ref(column)}, ${`$.${key}`})`;
}

/** The number at `key` of a JSON object stored in a TEXT column (null when absent), on either engine. */
export function jsonNumber(db: StoreDb, column: string, key: string): RawBuilder<number | null> {
  if (!/^\w+$/.test(key)) throw new Error(`not a JSON key: ${key}`);
  return isPostgres(db) ? sql<number | null>`((${sql.ref(column)}::jsonb ->> ${key})::double precision)` : sql<number | null>`json_extract(${sql.ref(column)}, ${`$.${key}`})`;
}

/** Case-insensitive equality of a column and a value (SQLite's COLLATE NOCASE, on either engine). */
export function sameTextIgnoringCase(column: string, value: string): RawBuilder<boolean> {
  return sql<boolean>`lower(${sql.ref(column)}) = lower(${value})`;
}

/** The UTC day (YYYY-MM-DD) of an epoch-milliseconds column, on either engine. */
export function utcDay(db: StoreDb, column: string): RawBuilder<string> {
  return isPostgres(db)
    ? sql<string>`to_char(to_timestamp(${sql.ref(column)} / 1000.0) AT TIME ZONE 'UTC', 'YYYY-MM-DD')`
    : sql<string>`strftime('%Y-%m-%d', ${sql.ref(column)} / 1000, 'unixepoch')`;
}

/** The tables whose rows carry an integer `id`. */
type TableWithId = { [T in keyof Tables]: Tables[T] extends { id: unknown } ? T : never }[keyof Tables];

/**
 * The id of a new row of a table declared `id INTEGER PRIMARY KEY` (no AUTOINCREMENT): SQLite fills
 * such a column itself, but on PostgreSQL it has no default. One more than the largest, computed
 * inside the INSERT on either engine; two PostgreSQL writers at once may compute the same one, and
 * the second is refused as a duplicate key: run it again with retryOnDuplicateKey.
 */
export function nextId(table: TableWithId): RawBuilder<number> {
  return sql<number>`(SELECT COALESCE(MAX(id), 0) + 1 FROM ${sql.table(table)})`;
}

/** Whether an error is a unique or primary-key violation, on either engine. */
export function isDuplicateKey(error: unknown): boolean {
  const code = String((error as { code?: unknown } | null)?.code ?? '');
  return code === '23505' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** Runs `work` again (a few times) while it fails only because another writer took its key first (nextId). */
export async function retryOnDuplicateKey<T>(work: () => Promise<T>, attempts = 8): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !isDuplicateKey(error)) throw error;
      // Jittered: writers that collided spread out instead of colliding again.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * attempt));
    }
  }
}
