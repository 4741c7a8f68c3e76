import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO } from '../helpers';

/**
 * Money moves only through the ledger (src/server/services/ledger.ts): a balance and its account
 * record are written together there, or not at all. Anywhere else in the server, SQL (or the data
 * layer's builder) that writes a balance or an account record is a second path around that rule.
 * The seed (which lays down past records) and the migrations are the only other writers.
 */
const SQL_WRITES = [/UPDATE\s+members\s+SET[^;`'"]*\bbalance_cents\b/i, /INSERT\s+(?:OR\s+\w+\s+)?INTO\s+transactions\b/i, /UPDATE\s+transactions\s+SET/i, /DELETE\s+FROM\s+transactions\b/i];
/** The same writes through the data layer's builder (src/server/data). */
const BUILDER_WRITES = [/updateTable\(\s*['"]members['"]\s*\)[^;]*\bbalance_cents\b/, /insertInto\(\s*['"]transactions['"]\s*\)/, /updateTable\(\s*['"]transactions['"]\s*\)/, /deleteFrom\(\s*['"]transactions['"]\s*\)/];
const MONEY_WRITES = [...SQL_WRITES, ...BUILDER_WRITES];
const ALLOWED = ['src/server/services/ledger.ts', 'src/server/seed/', 'src/server/db/'];

const writesMoney = (source: string) => MONEY_WRITES.some((pattern) => pattern.test(source));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );
}

describe('money is written only by the ledger', () => {
  it('finds each kind of money write it refuses', () => {
    expect(writesMoney("db.prepare('UPDATE members SET balance_cents = balance_cents - ? WHERE id = ?')")).toBe(true);
    expect(writesMoney("db.prepare('UPDATE members SET nickname = ?, balance_cents = 0 WHERE id = ?')")).toBe(true);
    expect(writesMoney('INSERT INTO transactions (member_id) VALUES (?)')).toBe(true);
    expect(writesMoney("UPDATE transactions SET status = 'DONE'")).toBe(true);
    expect(writesMoney('DELETE FROM transactions WHERE id = ?')).toBe(true);
    expect(writesMoney('SELECT balance_cents AS c FROM members WHERE id = ?')).toBe(false);
    expect(writesMoney("UPDATE members SET nickname = ? WHERE id = ?")).toBe(false);
    expect(writesMoney("db.updateTable('members').set((eb) => ({ balance_cents: eb('balance_cents', '+', cents) }))")).toBe(true);
    expect(writesMoney("trx.insertInto('transactions').values({ member_id: 1 })")).toBe(true);
    expect(writesMoney("db.updateTable('transactions').set({ status: 'DONE' })")).toBe(true);
    expect(writesMoney("db.deleteFrom('transactions').where('id', '=', 1)")).toBe(true);
    expect(writesMoney("db.updateTable('members').set({ nickname: 'x' }).where('id', '=', 1);")).toBe(false);
    expect(writesMoney("db.selectFrom('members').select('balance_cents')")).toBe(false);
  });

  it('has no other writer in the server', () => {
    const offenders = sources(join(REPO, 'src', 'server'))
      .map((file) => relative(REPO, file).split('\\').join('/'))
      .filter((file) => !ALLOWED.some((allowed) => file.startsWith(allowed)))
      .filter((file) => writesMoney(readFileSync(join(REPO, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
