import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Store } from '../../../src/server/data/store';
import { seed } from '../../../src/server/seed';
import { ledgerMismatches } from '../../../src/server/services/ledger';
import { bothEngines } from '../../support/engines';

/** Every table the migrations made, by name (the engines list them differently). */
async function tableNames(store: Store): Promise<string[]> {
  const rows = store.engine === 'sqlite'
    ? await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name != 'schema_migrations'`.execute(store.db)
    : await sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_name != 'schema_migrations'`.execute(store.db);
  return rows.rows.map((r) => r.name).sort();
}

async function rowCounts(store: Store): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await tableNames(store)) {
    const { rows } = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM ${sql.table(table)}`.execute(store.db);
    counts[table] = Number(rows[0].n);
  }
  return counts;
}

/** Rows both engines must hold alike: passwords are salted at random, so hashes are left out. */
async function comparedRows(store: Store) {
  return {
    members: await store.db.selectFrom('members').selectAll().orderBy('id').execute().then((rows) => rows.map(({ password_hash: _hash, ...rest }) => rest)),
    merchants: await store.db.selectFrom('merchants').selectAll().orderBy('code').execute(),
    switches: await store.db.selectFrom('whitelabel_switches').selectAll().orderBy('merchant_code').orderBy('code').execute(),
    parameters: await store.db.selectFrom('template_parameters').selectAll().orderBy('merchant_code').orderBy('name').execute(),
    records: await store.db.selectFrom('transactions').selectAll().orderBy('id').execute(),
  };
}

describe('the seed on both engines', () => {
  const [sqlite, postgres] = bothEngines();
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('gives the same platform on SQLite and PostgreSQL: the same tables and rows, every balance explained', async () => {
    // One seeding moment for both, so the dates the seed writes compare too.
    vi.spyOn(Date, 'now').mockReturnValue(Date.UTC(2026, 5, 15, 10, 30, 12, 345));
    const stores = [await sqlite.open(), await postgres.open()];
    for (const store of stores) await seed(store);
    const [onSqlite, onPostgres] = await Promise.all(stores.map(rowCounts));
    expect(onPostgres).toEqual(onSqlite);
    expect(onSqlite.bets).toBeGreaterThan(100);
    expect(await comparedRows(stores[1])).toEqual(await comparedRows(stores[0]));
    for (const store of stores) expect(await ledgerMismatches(store.db)).toEqual([]);
  }, 60_000);
});
