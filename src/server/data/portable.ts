import { PostgresAdapter, sql, type Expression, type RawBuilder } from 'kysely';
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

/**
 * Whether a text column contains `part`, ignoring case (SQLite's LIKE; PostgreSQL's is
 * case-sensitive). `%`, `_` and `\` in `part` are matched as themselves.
 */
export function containsIgnoringCase(column: string, part: string): RawBuilder<boolean> {
  const pattern = `%${part.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<boolean>`lower(${sql.ref(column)}) LIKE lower(${pattern}) ESCAPE '\\'`;
}

/**
 * A number rounded to a whole one as SQLite's ROUND does (half away from zero, in double
 * precision), as an integer; PostgreSQL's round(double precision) rounds half to even.
 */
export function roundHalfAway(db: StoreDb, value: Expression<number | null>): RawBuilder<number> {
  return isPostgres(db)
    ? sql<number>`CAST(trunc(${value} + CASE WHEN ${value} < 0 THEN -0.5 ELSE 0.5 END) AS BIGINT)`
    : sql<number>`CAST(ROUND(${value}) AS INTEGER)`;
}

/** The UTC day (YYYY-MM-DD) of an epoch-milliseconds column, on either engine. */
export function utcDay(db: StoreDb, column: string): RawBuilder<string> {
  return isPostgres(db)
    ? sql<string>`to_char(to_timestamp(${sql.ref(column)} / 1000.0) AT TIME ZONE 'UTC', 'YYYY-MM-DD')`
    : sql<string>`strftime('%Y-%m-%d', ${sql.ref(column)} / 1000, 'unixepoch')`;
}
