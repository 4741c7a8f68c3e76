/**
 * `npm run bench` (last line): the platform on PostgreSQL, one node against two, side by side in
 * one run: requests per second and p99 of the layout bundle and the game list, the same load (20
 * connections) on one node, then spread over two (10 each, as a round-robin balancer would). On a
 * 2-core machine the two nodes, PostgreSQL and the load share the same cores, so the ratio says
 * what a second node costs or gives here, not on a machine per node. Printed, never asserted.
 */
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { POSTGRES_MISSING, postgresBinaries, startPostgres } from '../tests/support/postgres-cluster';
import { startServer } from './start-server';

const DURATION_S = 5;
const CONNECTIONS = 20;
const ENDPOINTS = [
  { name: 'GET /wps/layouts', path: '/wps/layouts' },
  { name: 'GET /wps/game/list (RNG, 36)', path: '/wps/game/list?gameType=RNG&pageSize=36' },
];

interface Figures { perSecond: number; p99: number; failures: number }

async function load(bases: string[], path: string): Promise<Figures> {
  const runs = await Promise.all(
    bases.map((base) => autocannon({ url: base + path, connections: CONNECTIONS / bases.length, duration: DURATION_S, timeout: 10 })),
  );
  return {
    perSecond: runs.reduce((sum, r) => sum + r.requests.average, 0),
    // The slower node's p99: what the slowest players behind the balancer see.
    p99: Math.max(...runs.map((r) => r.latency.p99)),
    failures: runs.reduce((sum, r) => sum + r.non2xx + r.errors + r.timeouts, 0),
  };
}

async function main(): Promise<void> {
  if (!postgresBinaries()) {
    console.log(`\nSeveral nodes: skipped. ${POSTGRES_MISSING}`);
    return;
  }
  const cluster = await startPostgres();
  const dirs = [mkdtempSync(join(tmpdir(), 'bench-node-a-')), mkdtempSync(join(tmpdir(), 'bench-node-b-'))];
  const env = { DATABASE_URL: cluster.createDatabase('platform') };
  const nodes: { base: string; stop: () => Promise<void> }[] = [];
  try {
    // The first node seeds the database; the second finds it ready.
    nodes.push(await startServer(dirs[0], env));
    nodes.push(await startServer(dirs[1], env));
    const pad = (s: string | number, n: number) => String(s).padStart(n);
    console.log(`\nSeveral nodes on one PostgreSQL, ${CONNECTIONS} connections, ${DURATION_S} s each, loopback (one node, then the same load over two):`);
    console.log(`${'endpoint'.padEnd(32)}${pad('1 node req/s', 14)}${pad('p99 ms', 8)}${pad('2 nodes req/s', 15)}${pad('p99 ms', 8)}${pad('ratio', 8)}${pad('failures', 10)}`);
    for (const { name, path } of ENDPOINTS) {
      // Not measured: each node builds and compresses what it serves once, on its first requests.
      await Promise.all(nodes.map((n) => autocannon({ url: n.base + path, connections: 4, duration: 2, timeout: 10 })));
      const one = await load([nodes[0].base], path);
      const two = await load(nodes.map((n) => n.base), path);
      console.log(
        `${name.padEnd(32)}${pad(one.perSecond.toFixed(0), 14)}${pad(one.p99, 8)}${pad(two.perSecond.toFixed(0), 15)}${pad(two.p99, 8)}${pad(`×${(two.perSecond / one.perSecond).toFixed(2)}`, 8)}${pad(one.failures + two.failures, 10)}`,
      );
    }
  } finally {
    await Promise.all(nodes.map((n) => n.stop()));
    cluster.stop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
