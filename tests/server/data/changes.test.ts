import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localFeed, MISSED_CHANGES } from '../../../src/server/data/changes';
import { openPostgresStore, type Store } from '../../../src/server/data/store';
import { startPostgres, type PostgresCluster } from '../../support/postgres-cluster';

/** Resolves with the first topic `store` hears that `accept` takes, or fails after `ms`. */
function nextTopic(store: Store, accept: (topic: string) => boolean = () => true, ms = 5000): Promise<{ topic: string; afterMs: number }> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => (stop(), reject(new Error(`nothing heard within ${ms} ms`))), ms);
    const stop = store.changes.listen((topic) => {
      if (!accept(topic)) return;
      clearTimeout(timer);
      stop();
      resolve({ topic, afterMs: Date.now() - started });
    });
  });
}

describe('one node on SQLite', () => {
  it('tells its own listeners, until they stop listening', async () => {
    const feed = localFeed();
    const heard: string[] = [];
    const stop = feed.listen((topic) => heard.push(topic));
    await feed.announce('layouts');
    stop();
    await feed.announce('texts');
    expect(heard).toEqual(['layouts']);
  });
});

describe('nodes sharing PostgreSQL', () => {
  let cluster: PostgresCluster;
  let a: Store;
  let b: Store;
  beforeAll(async () => {
    cluster = await startPostgres();
    const url = cluster.createDatabase('feed');
    [a, b] = [await openPostgresStore(url), await openPostgresStore(url)];
  }, 120_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    cluster?.stop();
  });

  it("an operator's change on one node is heard on the other within a second, and once on its own", async () => {
    const own: string[] = [];
    const stop = a.changes.listen((topic) => own.push(topic));
    const heard = nextTopic(b);
    await a.changes.announce('layouts');
    expect(await heard).toMatchObject({ topic: 'layouts' });
    expect((await heard).afterMs).toBeLessThan(1000);
    stop();
    expect(own).toEqual(['layouts']);
  });

  it('a node whose listening connection was cut listens again, and first says it may have missed changes', async () => {
    const missed = nextTopic(b, (topic) => topic === MISSED_CHANGES);
    // Cuts every LISTEN connection of the database (both nodes'): what a restart of the server or a network cut does.
    await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE 'LISTEN%' AND pid <> pg_backend_pid()`.execute(a.db);
    await missed;
    const heard = nextTopic(b, (topic) => topic === 'switches');
    await a.changes.announce('switches');
    expect(await heard).toMatchObject({ topic: 'switches' });
  });

  it('refuses a topic it could not carry', async () => {
    await expect(a.changes.announce('a|b')).rejects.toThrow(/not a change topic/);
  });
});
