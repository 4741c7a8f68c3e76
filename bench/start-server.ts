import { spawn } from 'node:child_process';

/**
 * Starts the platform as a child process on a free loopback port (rate limits off) and resolves
 * with its base URL once the start banner names it. Benchmarks only: traffic stays on loopback.
 */
export async function startServer(dataDir: string, extraEnv: Record<string, string> = {}): Promise<{ base: string; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, RATE_LIMITS: '0', OPS_TOKEN: 'bench-ops-token-0123456789', ...extraEnv },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const base = await new Promise<string>((resolve, reject) => {
    let seen = '';
    child.stdout.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /http:\/\/localhost:(\d+)\/m\/home/.exec(seen);
      if (match) resolve(`http://127.0.0.1:${match[1]}`);
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code} before listening:\n${seen}`)));
  });
  child.stdout.resume();
  return {
    base,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
