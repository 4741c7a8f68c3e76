import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO } from '../helpers';

/**
 * Routes validate and call their area's service; services own the SQL. A route that runs SQL
 * itself is a second home for a query (and for the rules around it) that the next change misses.
 */
const RUNS_SQL = /\.(?:prepare|transaction|selectFrom|insertInto|updateTable|deleteFrom|selectNoFrom)\(|\b(?:db|trx|connection)\.exec\(|\bsql(?:\.raw)?[`(]/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );
}

describe('routes run no SQL of their own', () => {
  it('recognises a statement, a script and a transaction', () => {
    expect(RUNS_SQL.test("db.prepare('SELECT 1').get()")).toBe(true);
    expect(RUNS_SQL.test("db.exec('DELETE FROM x')")).toBe(true);
    expect(RUNS_SQL.test('db.transaction(() => undefined)()')).toBe(true);
    expect(RUNS_SQL.test("store.db.selectFrom('members').selectAll()")).toBe(true);
    expect(RUNS_SQL.test("trx.insertInto('transactions').values(row)")).toBe(true);
    expect(RUNS_SQL.test('store.transaction(async (trx) => undefined)')).toBe(true);
    expect(RUNS_SQL.test('sql`SELECT 1`.execute(db)')).toBe(true);
    expect(RUNS_SQL.test('ok(await bankCardsOf(store.db, s.memberId))')).toBe(false);
    expect(RUNS_SQL.test('/\\.(png)$/.exec(name)')).toBe(false);
  });

  it('leaves every query to a service: routes, the HTTP plumbing and the page drawer run none', () => {
    const places = ['routes', 'http', 'static'].flatMap((dir) => sources(join(REPO, 'src', 'server', dir)));
    const offenders = [...places, join(REPO, 'src', 'server', 'app.ts'), join(REPO, 'src', 'server', 'main.ts')]
      .filter((file) => RUNS_SQL.test(readFileSync(file, 'utf8')))
      .map((file) => relative(REPO, file).split('\\').join('/'));
    expect(offenders).toEqual([]);
  });
});
