import { spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase, pragmaValue } from '../../../src/server/db/open';
import { opsHeaders, REPO, startTestApp, tempDir } from '../helpers';

describe('durability', () => {
  it('members, operator changes and the RSA key survive a restart; seeding runs only once', async () => {
    const dataDir = tempDir();
    const first = await startTestApp({}, { dataDir, keepDir: true });
    await first.app.inject({ method: 'POST', url: '/ops/members', headers: opsHeaders, payload: { username: 'keeper', password: 'keeper123', type: 0 } });
    await first.app.inject({ method: 'PATCH', url: '/ops/whitelabel', headers: opsHeaders, payload: { CBS3: false } });
    const publicKey = JSON.parse((await first.app.inject({ url: '/wps/system/publicKey' })).body).value.publicKey;
    await first.close();

    const second = await startTestApp({}, { dataDir });
    const count = (second.db.prepare("SELECT COUNT(*) AS n FROM members WHERE username IN ('keeper', 'demo')").get() as { n: number }).n;
    const whitelabel = JSON.parse((await second.app.inject({ url: '/wps/system/whitelabel' })).body).value;
    const samePublicKey = JSON.parse((await second.app.inject({ url: '/wps/system/publicKey' })).body).value.publicKey;
    await second.close();
    expect(count).toBe(2);
    expect(whitelabel.CBS3).toBe(false);
    expect(samePublicKey).toBe(publicKey);
  });

  it('a writer killed with SIGKILL leaves an intact database holding every committed row', async () => {
    const dir = tempDir();
    const file = join(dir, 'kill.db');
    openDatabase(file).close();
    const script = join(dir, 'writer.mts');
    writeFileSync(
      script,
      `import { openDatabase } from ${JSON.stringify(join(REPO, 'src/server/db/open.ts'))};
const db = openDatabase(${JSON.stringify(file)});
db.exec('CREATE TABLE IF NOT EXISTS ticks (n INTEGER PRIMARY KEY, payload TEXT NOT NULL)');
const insert = db.prepare('INSERT INTO ticks (n, payload) VALUES (?, ?)');
for (let n = 1; ; n += 1) {
  insert.run(n, 'x'.repeat(200));
  if (n % 50 === 0) process.stdout.write(n + '\\n');
}
`,
    );
    const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: REPO, stdio: ['ignore', 'pipe', 'pipe'] });
    let lastReported = 0;
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        const numbers = chunk.toString().trim().split('\n').map(Number).filter(Number.isFinite);
        lastReported = Math.max(lastReported, ...numbers);
        if (lastReported >= 2000) resolve();
      });
      child.on('exit', (code) => reject(new Error(`writer exited early with ${code}`)));
    });
    child.kill('SIGKILL');
    await new Promise((r) => child.once('close', r));

    const db = openDatabase(file);
    expect(pragmaValue(db, 'integrity_check')).toBe('ok');
    const { n, max } = db.prepare('SELECT COUNT(*) AS n, MAX(n) AS max FROM ticks').get() as { n: number; max: number };
    db.close();
    rmSync(dir, { recursive: true, force: true });
    // Every row reported as written (each insert is its own committed transaction) is there, without gaps.
    expect(max).toBeGreaterThanOrEqual(lastReported);
    expect(n).toBe(max);
  }, 30_000);
});
