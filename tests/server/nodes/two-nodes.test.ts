import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptPayload } from '../../../src/api/encryption';
import { openPostgresStore, type Store } from '../../../src/server/data/store';
import { ledgerMismatches } from '../../../src/server/services/ledger';
import { startPostgres, type PostgresCluster } from '../../support/postgres-cluster';
import { startNode, type PlatformNode } from '../../support/nodes';

const OPS_TOKEN = 'two-nodes-ops-token-0123456789';
const ops = { authorization: `Bearer ${OPS_TOKEN}`, 'content-type': 'application/json' };

/**
 * Two platform nodes on one PostgreSQL database, as `npm start` runs them with DATABASE_URL: what a
 * player or an operator does on one is there on the other, and a node that dies mid-write loses
 * nothing it acknowledged.
 */
describe('two nodes behind one address', () => {
  let cluster: PostgresCluster;
  let store: Store;
  let a: PlatformNode;
  let b: PlatformNode;
  beforeAll(async () => {
    cluster = await startPostgres();
    const url = cluster.createDatabase('platform');
    // Started together: one seeds, the other waits for it.
    [a, b] = await Promise.all([startNode({ DATABASE_URL: url, OPS_TOKEN }), startNode({ DATABASE_URL: url, OPS_TOKEN })]);
    store = await openPostgresStore(url, { poolSize: 2 });
  }, 180_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await store?.close();
    cluster?.stop();
  });

  const json = async (res: Response) => ({ status: res.status, body: (await res.json()) as { success: boolean; value?: unknown; errorCode?: string } });

  it('a player logs in on node A and carries on on node B, until signed out on B', async () => {
    const { value } = (await json(await fetch(`${a.url}/wps/system/publicKey`))).body as { value: { publicKey: string } };
    const sealed = await encryptPayload({ type: 'username', username: 'demo', password: 'demo1234' }, value.publicKey);
    const login = await json(await fetch(`${a.url}/wps/session/login`, { method: 'POST', headers: { encryption: sealed.encryption, 'content-type': 'application/json' }, body: JSON.stringify({ data: sealed.data }) }));
    expect(login.status).toBe(200);
    const { token } = login.body.value as { token: string };
    const member = { authorization: `Bearer ${token}` };
    expect(await json(await fetch(`${b.url}/wps/member/info`, { headers: member }))).toMatchObject({ status: 200, body: { value: { userName: 'demo' } } });
    expect((await fetch(`${b.url}/wps/session/logout`, { method: 'DELETE', headers: member })).status).toBe(200);
    expect(await json(await fetch(`${a.url}/wps/member/info`, { headers: member }))).toMatchObject({ status: 401, body: { errorCode: 'session.expired' } });
  });

  it("an operator's publish and switch on node B are served by node A within a second", async () => {
    const bundle = async () => (await json(await fetch(`${a.url}/wps/layouts`))).body.value as { etag: string };
    const written = async (node: PlatformNode) => ((await json(await fetch(`${node.url}/ops/documents/help`, { headers: ops }))).body.value as { version: number; document: Record<string, unknown> });
    const before = await bundle();
    const document = { ...(await written(b)).document, description: 'Help, published on node B' };
    const published = await fetch(`${b.url}/ops/layouts/help`, { method: 'PUT', headers: ops, body: JSON.stringify(document) });
    expect(published.status).toBe(200);
    const switched = await fetch(`${b.url}/ops/whitelabel`, { method: 'PATCH', headers: ops, body: JSON.stringify({ CBS3: false }) });
    expect(switched.status).toBe(200);
    const seenAt = Date.now();
    expect((await bundle()).etag).not.toBe(before.etag);
    expect(await written(a)).toMatchObject({ version: 1, document: { description: 'Help, published on node B' } });
    expect((await json(await fetch(`${a.url}/wps/system/whitelabel`))).body.value).toMatchObject({ CBS3: false });
    expect(Date.now() - seenAt).toBeLessThan(1000);
  });

  it('node A killed during money writes: node B carries on, every acknowledged write is there, balances equal their records', async () => {
    const set = (node: PlatformNode, cents: number) =>
      fetch(`${node.url}/ops/members/demo/balance`, { method: 'PUT', headers: ops, body: JSON.stringify({ sumBalance: cents / 100 }) }).then(
        async (res) => (res.status === 200 ? cents : null),
        () => null,
      );
    // Ten operators writing back to back on A; A dies after the twentieth answer, writes in flight.
    const acknowledged: number[] = [];
    let unanswered = 0;
    let next = 100_000;
    const writer = async () => {
      for (;;) {
        const cents = await set(a, (next += 1));
        if (cents === null) return void (unanswered += 1);
        acknowledged.push(cents);
        if (acknowledged.length === 20) a.kill();
      }
    };
    await Promise.all(Array.from({ length: 10 }, writer));
    expect(acknowledged.length).toBeGreaterThanOrEqual(20);
    expect(unanswered).toBe(10);
    expect(await set(b, 777_00)).toBe(777_00);
    const recorded = await store.db.selectFrom('transactions').select('detail').where('kind', '=', 'adjustment').execute();
    const after = new Set(recorded.map((r) => Math.round(((JSON.parse(r.detail) as { after?: number }).after ?? -1) * 100)));
    for (const cents of acknowledged) expect(after.has(cents), `acknowledged ${cents}`).toBe(true);
    expect(await ledgerMismatches(store.db)).toEqual([]);
  });
});
