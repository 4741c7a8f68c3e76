import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO, tempDir } from './helpers';

const dataDir = tempDir();
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function start(args: string[] = []): Promise<{ child: ChildProcess; banner: string; base: string }> {
  const env = { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, OPS_TOKEN: '' };
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts', ...args], { cwd: REPO, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let banner = '';
  const base = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      banner += chunk.toString();
      const m = /http:\/\/localhost:(\d+)\/m\/home/.exec(banner);
      if (m && banner.includes('Data folder')) resolve(`http://127.0.0.1:${m[1]}`);
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${banner}`)));
  });
  return { child, banner, base };
}
const stop = (child: ChildProcess) => new Promise((resolve) => { child.once('exit', resolve); child.kill('SIGTERM'); });

describe('server entry point', () => {
  it('prints the banner, keeps the private key private, and --reset reseeds while keeping the keys', async () => {
    const first = await start();
    const token = readFileSync(join(dataDir, 'ops-token'), 'utf8').trim();
    expect(first.banner).toContain('/m/home');
    expect(first.banner).toContain('demo / demo1234');
    expect(first.banner).toContain('agent01 / agent1234');
    expect(first.banner).toContain(token);
    expect(first.banner).toContain(dataDir);
    expect(statSync(join(dataDir, 'keys', 'private.pem')).mode & 0o777).toBe(0o600);
    const created = await fetch(`${first.base}/ops/members`, {
      method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'temporary', password: 'temporary1', type: 0 }),
    });
    expect(created.status).toBe(201);
    const key = (await (await fetch(`${first.base}/wps/system/publicKey`)).json()).value.publicKey;
    await stop(first.child);

    const second = await start(['--reset']);
    const again = await fetch(`${second.base}/ops/members`, {
      method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'temporary', password: 'temporary1', type: 0 }),
    });
    const sameKey = (await (await fetch(`${second.base}/wps/system/publicKey`)).json()).value.publicKey;
    await stop(second.child);
    expect(again.status).toBe(201);
    expect(sameKey).toBe(key);
  }, 60_000);
});
