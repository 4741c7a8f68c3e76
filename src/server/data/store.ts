import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase, type Transaction } from 'kysely';
import pg from 'pg';
import { openDatabase, type Db } from '../db/open';
import { migratePostgres } from './migrate-postgres';
import { localFeed, postgresFeed, type ChangeFeed } from './changes';
import type { Tables } from './tables';

export type Engine = 'sqlite' | 'postgres';
export type StoreDb = Kysely<Tables>;
export type StoreTransaction = Transaction<Tables>;

/**
 * The one data layer: a typed SQL builder over the platform's database, SQLite (embedded, the
 * default) or PostgreSQL (several nodes sharing one database). Services write their SQL here once
 * and it runs on either.
 */
export interface Store {
  engine: Engine;
  db: StoreDb;
  /** The SQLite connection under the builder (SQLite only): for tests and tools that read it directly. */
  sqlite?: Db;
  /**
   * Runs `work` in one transaction: all of it is written or none of it. On PostgreSQL it is
   * serializable and retried when another node's transaction got in its way, so read-then-write
   * work (a balance, a next version number) stays correct across nodes. `work` may run more than
   * once: it must only read and write through `trx`. On SQLite, `work` must await nothing but
   * `trx` (the connection is shared with the rest of the process).
   */
  transaction<T>(work: (trx: StoreTransaction) => Promise<T>): Promise<T>;
  /** What operators changed, told to every node sharing this database (src/server/data/changes.ts). */
  changes: ChangeFeed;
  close(): Promise<void>;
}

/** The embedded default: the SQLite file at `file`, opened and migrated; closing the store closes it. */
export function openSqliteStore(file: string): Store {
  const connection = openDatabase(file);
  return {
    ...sqliteStore(connection),
    close: async () => {
      connection.close();
    },
  };
}

/** The store over an open SQLite connection (opened and migrated by openDatabase; its owner closes it). */
export function sqliteStore(connection: Db): Store {
  // Kysely's SQLite driver wants better-sqlite3's surface, which libsql's Database has.
  const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: connection as unknown as SqliteDatabase }) });
  return {
    engine: 'sqlite',
    db,
    sqlite: connection,
    transaction: (work) => db.transaction().execute(work),
    changes: localFeed(),
    // Destroying the Kysely instance would close the shared connection under its owner.
    close: async () => {},
  };
}

export class StoreUnavailableError extends Error {}

/** PostgreSQL's 64-bit integers and numerics arrive as strings; the platform's fit a JS number. */
const NUMERIC_TYPES = new Set([20, 1700]);
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    NUMERIC_TYPES.has(oid) ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** Serialization failures and deadlocks: the transaction lost a race with another and may run again. */
const RETRYABLE = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 10;

/**
 * Connects to PostgreSQL at `url`, applies the migrations not applied yet and answers the store.
 * An unreachable or refused database is a StoreUnavailableError with one readable line.
 */
export async function openPostgresStore(url: string, options: { poolSize?: number } = {}): Promise<Store> {
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10, connectionTimeoutMillis: 5000, types });
  // A client losing its server (an outage, a restart) must not take the process down, idle in the
  // pool or held between two queries: the query it was running fails (503, try again), the pool
  // drops the client, and the next query connects anew.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
  let changes: ChangeFeed;
  try {
    await migratePostgres(db);
    changes = await postgresFeed(url, pool);
  } catch (error) {
    await db.destroy();
    throw new StoreUnavailableError(`cannot use the database at ${redacted(url)}: ${(error as Error).message}`);
  }
  return {
    engine: 'postgres',
    db,
    transaction: async (work) => {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await db.transaction().setIsolationLevel('serializable').execute(work);
        } catch (error) {
          if (attempt >= MAX_ATTEMPTS || !RETRYABLE.has((error as { code?: string }).code ?? '')) throw error;
          // Full jitter, growing: contenders spread out instead of colliding again in step.
          await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(200, 4 * 2 ** attempt)));
        }
      }
    },
    changes,
    close: async () => {
      await changes.close();
      await db.destroy();
    },
  };
}

/** The URL without its password, for messages and logs. */
export function redacted(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'an unreadable DATABASE_URL';
  }
}
