import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openPostgresStore, redacted, StoreUnavailableError, type Store } from '../../../src/server/data/store';
import { bothEngines } from '../../support/engines';

/** Each table's columns as "name type nullable", in a form both engines report alike. */
async function schemaOf(store: Store): Promise<Record<string, string[]>> {
  const rows = store.engine === 'sqlite'
    ? (await sql<{ t: string; c: string; type: string; nullable: number }>`
        SELECT m.name AS t, p.name AS c, p.type AS type, CASE WHEN p."notnull" = 1 OR p.pk = 1 THEN 0 ELSE 1 END AS nullable
          FROM sqlite_master m, pragma_table_info(m.name) p
         WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite_%'`.execute(store.db)).rows
    : (await sql<{ t: string; c: string; type: string; nullable: string }>`
        SELECT table_name AS t, column_name AS c, data_type AS type, is_nullable AS nullable
          FROM information_schema.columns WHERE table_schema = 'public'`.execute(store.db)).rows;
  const sameType: Record<string, string> = { bigint: 'INTEGER', text: 'TEXT', 'double precision': 'REAL', bytea: 'BLOB' };
  const schema: Record<string, string[]> = {};
  for (const row of rows) {
    const type = sameType[row.type] ?? row.type;
    const nullable = row.nullable === 1 || row.nullable === 'YES';
    (schema[row.t] ??= []).push(`${row.c} ${type}${nullable ? ' null' : ''}`);
  }
  for (const columns of Object.values(schema)) columns.sort();
  return schema;
}

describe('one data layer, two engines', () => {
  const [sqlite, postgres] = bothEngines();

  it('the migrations make the same tables and columns on SQLite and PostgreSQL', async () => {
    const [a, b] = [await schemaOf(await sqlite.open()), await schemaOf(await postgres.open())];
    expect(Object.keys(a).length).toBeGreaterThan(60);
    expect(b).toEqual(a);
  });

  it('answers 64-bit integers, sums and counts as numbers on PostgreSQL, as SQLite does', async () => {
    for (const engine of [sqlite, postgres]) {
      const store = await engine.open();
      const now = Date.now();
      await store.db.insertInto('merchants').values({ code: 'M1', name: 'One', template_id: 'T' }).execute();
      await store.db.insertInto('layout_versions').values({ merchant_code: 'M1', layout_id: 'home', version: 1, document: '{}', published_at: now }).execute();
      const row = await store.db
        .selectFrom('layout_versions')
        .select((eb) => [eb.fn.countAll().as('n'), eb.fn.sum('published_at').as('s'), eb.fn.max('published_at').as('at')])
        .executeTakeFirstOrThrow();
      expect(row, engine.engine).toEqual({ n: 1, s: now, at: now });
    }
  });

  it('migrating again applies nothing, and nodes starting together migrate once', async () => {
    const store = await postgres.open();
    const count = async () => Number((await sql<{ n: number }>`SELECT COUNT(*) AS n FROM schema_migrations`.execute(store.db)).rows[0].n);
    const before = await count();
    const { migratePostgres } = await import('../../../src/server/data/migrate-postgres');
    expect(await Promise.all([migratePostgres(store.db), migratePostgres(store.db)])).toEqual([0, 0]);
    expect(await count()).toBe(before);
  });

  it('an unreachable database is one readable line, without its password', async () => {
    const url = 'postgres://player:secret@127.0.0.1:1/platform';
    const opening = openPostgresStore(url);
    await expect(opening).rejects.toThrow(StoreUnavailableError);
    const message = await opening.then(() => '', (e: Error) => e.message);
    expect(message).toMatch(/^cannot use the database at postgres:\/\/player:\*\*\*@127\.0\.0\.1:1\/platform: .*ECONNREFUSED/);
    expect(message).not.toContain('secret');
    expect(message.split('\n')).toHaveLength(1);
    expect(redacted('not a url')).toBe('an unreadable DATABASE_URL');
  });
});
