import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../../src/server/db/open';
import { ledgerMismatches } from '../../../src/server/services/ledger';
import { moveToPostgres } from '../../../src/server/data/move-to-postgres';
import { openPostgresStore, sqliteStore, type Store } from '../../../src/server/data/store';
import { seed } from '../../../src/server/seed';
import { startPostgres, type PostgresCluster } from '../../support/postgres-cluster';
import { tempDir } from '../helpers';

describe("moving a merchant's SQLite database to PostgreSQL", () => {
  let cluster: PostgresCluster;
  let source: Db;
  let target: Store;
  let dir: string;
  beforeAll(async () => {
    cluster = await startPostgres();
    dir = tempDir();
    source = openDatabase(join(dir, 'platform.db'));
    await seed(sqliteStore(source));
    target = await openPostgresStore(cluster.createDatabase('moved'));
  }, 120_000);
  afterAll(async () => {
    await target?.close();
    source?.close();
    cluster?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('copies every row of every table, members after their parents, and new rows continue after the moved ids', async () => {
    const report = await moveToPostgres(source, target);
    const tables = (source.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name != 'schema_migrations'").all() as { name: string }[]).map((r) => r.name);
    expect(report.tables).toBe(tables.length);
    for (const table of tables) {
      const rows = (source.prepare(`SELECT COUNT(*) AS n FROM "${table}"`).get() as { n: number }).n;
      const moved = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM ${sql.table(table)}`.execute(target.db);
      expect(Number(moved.rows[0].n), table).toBe(rows);
    }
    expect(report.rows).toBeGreaterThan(1000);
    const members = source.prepare('SELECT id, username, parent_id, balance_cents FROM members ORDER BY id').all();
    expect(await target.db.selectFrom('members').select(['id', 'username', 'parent_id', 'balance_cents']).orderBy('id').execute()).toEqual(members);
    const last = (source.prepare('SELECT MAX(id) AS id FROM transactions').get() as { id: number }).id;
    const added = await target.db.insertInto('transactions').values({ member_id: members[0] ? (members[0] as { id: number }).id : 1, kind: 'adjustment', amount_cents: 0, status: 'REJECTED', detail: '{}', created_at: Date.now() }).returning('id').executeTakeFirstOrThrow();
    expect(added.id).toBe(last + 1);
  });

  it('every moved balance still equals the sum of its records', async () => {
    expect(await target.db.selectFrom('members').select('id').execute()).not.toHaveLength(0);
    expect(await ledgerMismatches(target.db)).toEqual([]);
  });

  it('refuses to move into a database that already holds merchants', async () => {
    await expect(moveToPostgres(source, target)).rejects.toThrow(/already holds merchants/);
  });
});
