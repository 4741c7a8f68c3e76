import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A throwaway PostgreSQL cluster for tests: Debian's server binaries (package `postgresql`),
 * initialised in a temporary folder, listening on a free loopback port, trusted for the local
 * `postgres` user, without fsync (a test's data is thrown away). `npm test` installs the package
 * when it may (tests/support/provision.ts).
 */
export interface PostgresCluster {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  /** A new, empty database on the cluster, and its URL. */
  createDatabase(name: string): string;
  /** Shuts the server down (its data kept), as an outage or a restart does. */
  pause(): void;
  /** Starts it again on the same port. */
  resume(): void;
  stop(): void;
}

/** The newest installed server's binaries, or undefined. */
export function postgresBinaries(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'initdb'))).sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(root, versions[0], 'bin') : undefined;
}

export const POSTGRES_MISSING = 'PostgreSQL tests need Debian\'s server package: run "sudo apt-get install -y postgresql" (npm test installs it when run as root).';

/** A loopback port nothing listens on now (for a test's server or node). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** initdb and the server refuse to run as root: as root, they run as the package's `postgres` user. */
function runAs(owner: { uid: number; gid: number } | undefined, bin: string, args: string[]): void {
  const [cmd, argv] = owner ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  const result = spawnSync(cmd, argv, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${bin.split('/').pop()} failed: ${result.stderr || result.stdout || result.error?.message}`);
}

function postgresUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  const uid = id('-u');
  if (!Number.isInteger(uid) || uid <= 0) throw new Error('running as root, but there is no "postgres" user to run the server as');
  return { uid, gid: id('-g') };
}

export async function startPostgres(): Promise<PostgresCluster> {
  const bin = postgresBinaries();
  if (!bin) throw new Error(POSTGRES_MISSING);
  const owner = postgresUser();
  const dir = mkdtempSync(join(tmpdir(), 'wl-pg-'));
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const data = join(dir, 'data');
  runAs(owner, join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  runAs(owner, join(bin, 'pg_ctl'), ['-D', data, '-l', join(dir, 'server.log'), '-o', options, '-w', '-t', '60', 'start']);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const psql = (statement: string) => {
    const result = spawnSync(join(bin, 'psql'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', 'postgres', '-v', 'ON_ERROR_STOP=1', '-c', statement], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`psql failed: ${result.stderr}`);
  };
  return {
    url,
    createDatabase(name) {
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a database name: ${name}`);
      psql(`CREATE DATABASE ${name}`);
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    pause() {
      runAs(owner, join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
    },
    resume() {
      runAs(owner, join(bin, 'pg_ctl'), ['-D', data, '-l', join(dir, 'server.log'), '-o', options, '-w', '-t', '60', 'start']);
    },
    stop() {
      try {
        runAs(owner, join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
