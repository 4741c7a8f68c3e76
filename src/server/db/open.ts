import Database from 'libsql';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { MIGRATION_SETS, type MigrationSet } from './migrations';

export type Db = Database.Database;

/**
 * Runs `work` in one transaction, or as part of the caller's when one is already open (SQLite's
 * transactions do not nest): either way, all of it is written or none of it.
 */
export function atomically<T>(db: Db, work: () => T): T {
  return db.inTransaction ? work() : db.transaction(work)();
}

/** Waits this long for a competing writer before answering SQLITE_BUSY. */
const BUSY_TIMEOUT_MS = 5000;

/**
 * Opens (creating when needed) the SQLite file in WAL mode with foreign keys enforced,
 * then applies every migration not applied yet. WAL keeps readers unblocked by the writer
 * and makes a crash lose at most the uncommitted transaction.
 */
export function openDatabase(file: string): Db {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file, { timeout: BUSY_TIMEOUT_MS });
  stripRowMetadata(db);
  db.exec('PRAGMA journal_mode=WAL');
  db.exec('PRAGMA foreign_keys=ON');
  db.exec(`PRAGMA busy_timeout=${BUSY_TIMEOUT_MS}`);
  db.exec('PRAGMA synchronous=NORMAL');
  runMigrations(db, MIGRATION_SETS);
  return db;
}

const PATCHED = Symbol.for('platform.libsql.rowMetadataStripped');

/**
 * libsql's Statement.get() adds an enumerable `_metadata` field to each row, which would leak
 * into JSON answers and break equality checks. Rows should hold exactly the selected columns,
 * so get() is wrapped once (on the shared Statement prototype) to drop it.
 */
function stripRowMetadata(db: Db): void {
  const proto = Object.getPrototypeOf(db.prepare('SELECT 1')) as Record<PropertyKey, unknown> & { get: (...args: unknown[]) => unknown };
  if (proto[PATCHED]) return;
  const original = proto.get;
  proto.get = function getWithoutMetadata(this: unknown, ...args: unknown[]) {
    const row = original.apply(this, args);
    if (row && typeof row === 'object' && !Array.isArray(row) && '_metadata' in row) delete (row as Record<string, unknown>)._metadata;
    return row;
  };
  proto[PATCHED] = true;
}

/** One pragma's current value (libsql's pragma() wraps results in objects, so read it raw). */
export function pragmaValue(db: Db, name: string): unknown {
  if (!/^[a-z_]+$/.test(name)) throw new Error(`not a pragma name: ${name}`);
  const row = db.prepare(`PRAGMA ${name}`).raw().get() as unknown[] | undefined;
  return row?.[0];
}

export type { MigrationSet };

/** Applies each statement once, recorded as "<area>:<index>" in schema_migrations. */
export function runMigrations(db: Db, sets: readonly MigrationSet[]): number {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (id TEXT PRIMARY KEY, applied_at INTEGER NOT NULL)');
  const applied = new Set((db.prepare('SELECT id FROM schema_migrations').all() as { id: string }[]).map((r) => r.id));
  const record = db.prepare('INSERT INTO schema_migrations (id, applied_at) VALUES (?, ?)');
  let count = 0;
  const apply = db.transaction(() => {
    for (const set of sets) {
      set.statements.forEach((sql, index) => {
        const id = `${set.area}:${index}`;
        if (applied.has(id)) return;
        db.exec(sql);
        record.run(id, Date.now());
        count += 1;
      });
    }
  });
  apply();
  return count;
}
