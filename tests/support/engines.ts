import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type Db } from '../../src/server/db/open';
import { openPostgresStore, sqliteStore, type Engine, type Store } from '../../src/server/data/store';
import { startPostgres, type PostgresCluster } from './postgres-cluster';

export interface EngineUnderTest {
  engine: Engine;
  /** A fresh, migrated, empty database of this engine. */
  open(): Promise<Store>;
}

/**
 * The same store tests run on both engines: embedded SQLite, and PostgreSQL in a throwaway
 * cluster this file starts (one per test file) and removes afterwards. Each `open()` is a new
 * database, so tests do not see each other's rows.
 */
export function bothEngines(): EngineUnderTest[] {
  let cluster: PostgresCluster | undefined;
  let databases = 0;
  const opened: { store: Store; connection?: Db }[] = [];
  beforeAll(async () => {
    cluster = await startPostgres();
  }, 120_000);
  afterAll(async () => {
    for (const { store, connection } of opened.splice(0)) {
      await store.close();
      connection?.close();
    }
    cluster?.stop();
  });
  return [
    {
      engine: 'sqlite',
      open: async () => {
        const connection = openDatabase(':memory:');
        const store = sqliteStore(connection);
        opened.push({ store, connection });
        return store;
      },
    },
    {
      engine: 'postgres',
      open: async () => {
        if (!cluster) throw new Error('the PostgreSQL cluster did not start');
        databases += 1;
        const store = await openPostgresStore(cluster.createDatabase(`store_${databases}`));
        opened.push({ store });
        return store;
      },
    },
  ];
}
