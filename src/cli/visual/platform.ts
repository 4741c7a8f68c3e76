import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const STARTUP_MS = 90_000;

export interface RunningPlatform {
  url: string;
  stop: () => Promise<void>;
}

export interface PlatformOptions {
  port: number;
  opsToken: string;
  /** A folder to keep the data in (default: a fresh temporary one, removed on stop). */
  dataDir?: string;
  /** More environment for the server (e.g. PAGE_DATA_BUDGET_MS). */
  env?: Record<string, string>;
  /** The same world on every run: the clock starts here and randomness repeats (fixed-world.ts). */
  fixedAt?: Date;
}

/**
 * The reference platform (src/server/main.ts) on its own freshly seeded data folder, with the test
 * hooks on: the world the browser tests and the visual snapshots see. Resolves once it answers.
 */
export async function startPlatform(options: PlatformOptions): Promise<RunningPlatform> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'wl-platform-'));
  let output = '';
  const fixedWorld = options.fixedAt ? ['--import', join(REPO, 'src/cli/visual/fixed-world.ts')] : [];
  const server = spawn(process.execPath, ['--import', 'tsx', ...fixedWorld, 'src/server/main.ts'], {
    cwd: REPO,
    env: {
      ...process.env, PORT: String(options.port), HOST: '127.0.0.1', DATA_DIR: dataDir, OPS_TOKEN: options.opsToken, OPS_TEST_HOOKS: '1', CHECK_ANSWERS: '1',
      // A guest's page is drawn however busy the machine is: a picture must not depend on whether
      // drawing it fitted the 250 ms a player is kept waiting (the app then draws it instead).
      DRAW_BUDGET_MS: '3000',
      ...(options.fixedAt ? { FIXED_WORLD_AT: options.fixedAt.toISOString() } : {}), ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${options.port}`;
  const stop = async () => {
    server.kill('SIGTERM');
    await new Promise((done) => (server.exitCode !== null ? done(null) : server.once('exit', done)));
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + STARTUP_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the platform exited (${server.exitCode}) before it was up:\n${output}`);
    try {
      if ((await fetch(`${url}/wps/system/status`)).ok) return { url, stop };
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  await stop();
  throw new Error(`the platform did not answer at ${url} within ${STARTUP_MS / 1000} s:\n${output}`);
}
