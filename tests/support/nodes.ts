import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './postgres-cluster';

const REPO = resolve(import.meta.dirname, '..', '..');

/** A platform node: `src/server/main.ts` in its own process, on a loopback port, as an operator would run it. */
export interface PlatformNode {
  url: string;
  process: ChildProcess;
  /** Everything the node printed. */
  output(): string;
  /** SIGKILL: no shutdown, no flush, as a machine that loses power. */
  kill(): void;
  stop(): Promise<void>;
}

/** Starts a node on `env` (DATABASE_URL, OPS_TOKEN…) and resolves once it says it is ready. */
export async function startNode(env: Record<string, string>, readyWithinMs = 90_000): Promise<PlatformNode> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'wl-node-'));
  const child = spawn(process.execPath, ['--import', 'tsx', join(REPO, 'src/server/main.ts')], {
    cwd: REPO,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, RATE_LIMITS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let announceReady = () => {};
  const onOutput = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.includes('Platform ready')) announceReady();
  };
  child.stdout.on('data', onOutput);
  child.stderr.on('data', onOutput);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  await new Promise<void>((ready, fail) => {
    const timer = setTimeout(() => fail(new Error(`the node did not start within ${readyWithinMs} ms:\n${output}`)), readyWithinMs);
    const exitedEarly = (code: number | null) => {
      clearTimeout(timer);
      fail(new Error(`the node exited (${code}) before it was ready:\n${output}`));
    };
    child.once('exit', exitedEarly);
    announceReady = () => {
      clearTimeout(timer);
      child.off('exit', exitedEarly);
      ready();
    };
  });
  const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
  return {
    url: `http://127.0.0.1:${port}`,
    process: child,
    output: () => output,
    kill: () => {
      child.kill('SIGKILL');
      void exited.then(cleanUp);
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      cleanUp();
    },
  };
}
