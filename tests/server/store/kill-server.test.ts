import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DATABASE_FILE } from '../../../src/server/app';
import { openDatabase, pragmaValue } from '../../../src/server/db/open';
import { OPS_TOKEN, REPO, tempDir } from '../helpers';

const dataDir = tempDir('platform-kill-');
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Starts the real server process (the npm start path) and resolves once it listens. */
function startServer(): Promise<{ child: ChildProcess; base: string }> {
  const env = { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, OPS_TOKEN, RATE_LIMITS: '0' };
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { cwd: REPO, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /http:\/\/localhost:(\d+)\/m\/home/.exec(out);
      if (m && out.includes('Data folder')) resolve({ child, base: `http://127.0.0.1:${m[1]}` });
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)));
  });
}

const exited = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

/** Upper bound on writes sent; the kill comes well before it. */
const MAX_WRITES = 400;
const KILL_AFTER_ACKS = 40;
const CONCURRENCY = 6;

describe('kill -9 of the real server during HTTP writes', () => {
  it('restarts on the same folder with an intact database holding every acknowledged write', async () => {
    const first = await startServer();
    const acknowledged: string[] = [];
    const refused: string[] = [];
    let sent = 0;
    let killed = false;
    const writer = async () => {
      while (!killed && sent < MAX_WRITES) {
        const username = `kill${String(sent++).padStart(4, '0')}`;
        try {
          const res = await fetch(`${first.base}/ops/members`, {
            method: 'POST',
            headers: { authorization: `Bearer ${OPS_TOKEN}`, 'content-type': 'application/json' },
            body: JSON.stringify({ username, password: 'killtest1', type: 0 }),
          });
          if (res.status === 201) acknowledged.push(username);
          else refused.push(`${username}: ${res.status}`);
        } catch {
          // The connection died with the server: this write was never acknowledged.
        }
        if (!killed && acknowledged.length >= KILL_AFTER_ACKS) {
          killed = true;
          first.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, writer));
    await exited(first.child);
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(refused).toEqual([]);
    // Writes were still in flight when the process died.
    expect(sent).toBeGreaterThan(acknowledged.length);

    const second = await startServer();
    const status = await fetch(`${second.base}/wps/system/status`);
    expect(status.status).toBe(200);
    second.child.kill('SIGTERM');
    await exited(second.child);

    const db = openDatabase(join(dataDir, DATABASE_FILE));
    const integrity = pragmaValue(db, 'integrity_check');
    const stored = new Set((db.prepare("SELECT username FROM members WHERE username LIKE 'kill%'").all() as { username: string }[]).map((r) => r.username));
    const demo = db.prepare("SELECT COUNT(*) AS n FROM members WHERE username IN ('demo', 'agent01')").get() as { n: number };
    db.close();
    expect(integrity).toBe('ok');
    expect(acknowledged.filter((u) => !stored.has(u))).toEqual([]);
    // Seeding ran once: the restart did not reseed over the surviving database.
    expect(demo.n).toBe(2);
  }, 90_000);
});
