import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app';
import { openPostgresStore } from '../../../src/server/data/store';
import { startPostgres, type PostgresCluster } from '../../support/postgres-cluster';
import { tempDir, testConfig } from '../helpers';

describe('a database that goes away while the platform serves', () => {
  let cluster: PostgresCluster;
  let app: ReturnType<typeof buildApp>;
  beforeAll(async () => {
    cluster = await startPostgres();
    const store = await openPostgresStore(cluster.createDatabase('platform'));
    app = buildApp(testConfig(tempDir()), { store });
    await app.ready();
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    cluster?.stop();
  });

  it("gives players the app's try-again answer meanwhile, and serves again by itself when it is back", async () => {
    const switches = () => app.inject({ url: '/wps/system/whitelabel' });
    expect((await switches()).statusCode).toBe(200);
    cluster.pause();
    const away = await switches();
    expect(away.statusCode).toBe(503);
    expect(away.json()).toMatchObject({ success: false, errorCode: 'database.unavailable' });
    expect(away.headers['retry-after']).toBe('2');
    cluster.resume();
    // A pooled connection from before the outage may fail once more; then the pool has new ones.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3 && statuses.at(-1) !== 200; attempt += 1) statuses.push((await switches()).statusCode);
    expect(statuses.at(-1)).toBe(200);
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
  });
});
