import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, pragmaValue, runMigrations } from '../../../src/server/db/open';
import { accountsSchema } from '../../../src/server/db/accounts-schema';
import { sqliteStore } from '../../../src/server/data/store';
import { seedRegisterSettings, LOOKAHEAD_PASSWORD_PATTERN, PASSWORD_PATTERN } from '../../../src/server/seed/register-settings';
import { tempDir } from '../helpers';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('openDatabase', () => {
  it('opens in WAL mode with foreign keys enforced and a busy timeout', () => {
    const dir = tempDir();
    dirs.push(dir);
    const db = openDatabase(join(dir, 'sub', 'x.db'));
    expect(pragmaValue(db, 'journal_mode')).toBe('wal');
    expect(pragmaValue(db, 'foreign_keys')).toBe(1);
    expect(pragmaValue(db, 'busy_timeout')).toBe(5000);
    expect(() => db.prepare('INSERT INTO sessions (token, member_id, created_at, expires_at) VALUES (?, ?, ?, ?)').run('t', 999, 0, 1)).toThrow(/FOREIGN KEY/);
    db.close();
  });

  it('applies each migration once, and later additions on the next open', () => {
    const dir = tempDir();
    dirs.push(dir);
    const db = openDatabase(join(dir, 'x.db'));
    expect(runMigrations(db, [{ area: 'extra', statements: ['CREATE TABLE a (x INTEGER)'] }])).toBe(1);
    expect(runMigrations(db, [{ area: 'extra', statements: ['CREATE TABLE a (x INTEGER)'] }])).toBe(0);
    expect(runMigrations(db, [{ area: 'extra', statements: ['CREATE TABLE a (x INTEGER)', 'CREATE TABLE b (y INTEGER)'] }])).toBe(1);
    db.close();
  });

  it('rolls back a failing migration batch entirely', () => {
    const dir = tempDir();
    dirs.push(dir);
    const db = openDatabase(join(dir, 'x.db'));
    expect(() => runMigrations(db, [{ area: 'bad', statements: ['CREATE TABLE ok1 (x INTEGER)', 'CREATE TABLE broken ('] }])).toThrow();
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'ok1'").get()).toBeUndefined();
    db.close();
  });

  it('rows read with get() hold exactly the selected columns', () => {
    const dir = tempDir();
    dirs.push(dir);
    const db = openDatabase(join(dir, 'x.db'));
    const row = db.prepare("SELECT 1 AS a, 'b' AS b").get();
    expect(row).toEqual({ a: 1, b: 'b' });
    expect(JSON.stringify(row)).toBe('{"a":1,"b":"b"}');
    db.close();
  });

  it('a merchant seeded with the lookahead password rule gets the same rule without lookahead; an operator\'s own rule stays', async () => {
    const dir = tempDir();
    dirs.push(dir);
    const db = openDatabase(join(dir, 'x.db'));
    db.prepare("INSERT INTO merchants (code, name, template_id) VALUES ('m1', 'One', 't'), ('m2', 'Two', 't')").run();
    const store = sqliteStore(db);
    await seedRegisterSettings(store.db, 'm1');
    await seedRegisterSettings(store.db, 'm2');
    const setPassword = db.prepare("UPDATE register_settings SET pattern = ? WHERE merchant_code = ? AND field = 'password'");
    setPassword.run(LOOKAHEAD_PASSWORD_PATTERN, 'm1');
    setPassword.run('^\\d{6}$', 'm2');
    const rewrite = accountsSchema.findIndex((sql) => sql.startsWith('UPDATE register_settings') && sql.includes(LOOKAHEAD_PASSWORD_PATTERN));
    db.prepare('DELETE FROM schema_migrations WHERE id = ?').run(`accounts:${rewrite}`);
    expect(runMigrations(db, [{ area: 'accounts', statements: accountsSchema }])).toBe(1);
    const password = db.prepare("SELECT merchant_code AS m, pattern FROM register_settings WHERE field = 'password' ORDER BY merchant_code").all();
    expect(password).toEqual([{ m: 'm1', pattern: PASSWORD_PATTERN }, { m: 'm2', pattern: '^\\d{6}$' }]);
    db.close();
  });
});
