import { sql, type Kysely } from 'kysely';
import { MIGRATION_SETS, type MigrationSet } from '../db/migrations';
import { toPostgres } from './postgres-sql';

/** Any fixed number: the advisory lock that lets one node migrate while the others wait for it. */
const MIGRATION_LOCK = 7_312_001;

/**
 * Applies each migration not applied yet, recorded as "<area>:<index>" as on SQLite, in one
 * transaction (PostgreSQL's DDL is transactional: a failing statement leaves nothing half made).
 * Nodes starting together take turns on an advisory lock, so each statement runs once.
 */
export async function migratePostgres<T>(db: Kysely<T>, sets: readonly MigrationSet[] = MIGRATION_SETS): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(trx);
    await sql`CREATE TABLE IF NOT EXISTS schema_migrations (id TEXT PRIMARY KEY, applied_at BIGINT NOT NULL)`.execute(trx);
    const rows = await sql<{ id: string }>`SELECT id FROM schema_migrations`.execute(trx);
    const applied = new Set(rows.rows.map((r) => r.id));
    let count = 0;
    for (const set of sets) {
      for (const [index, statement] of set.statements.entries()) {
        const id = `${set.area}:${index}`;
        if (applied.has(id)) continue;
        await sql.raw(toPostgres(statement)).execute(trx);
        await sql`INSERT INTO schema_migrations (id, applied_at) VALUES (${id}, ${Date.now()})`.execute(trx);
        count += 1;
      }
    }
    return count;
  });
}
