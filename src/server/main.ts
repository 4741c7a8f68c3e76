import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp, DATABASE_FILE } from './app';
import { ConfigError, configFromEnv } from './config';
import { DEMO_ACCOUNTS } from './seed/members';
import { isSeeded } from './seed';
import { openPostgresStore, redacted, StoreUnavailableError } from './data/store';

/**
 * Removes the database (and its WAL files) and the uploads that belonged to its rows, so the next
 * open reseeds a clean platform; RSA keys and the ops token are kept.
 */
function resetDatabase(dataDir: string): void {
  for (const suffix of ['', '-wal', '-shm']) rmSync(join(dataDir, DATABASE_FILE + suffix), { force: true });
  rmSync(join(dataDir, 'uploads'), { recursive: true, force: true });
}

async function main(): Promise<void> {
  const config = configFromEnv();
  if (process.argv.includes('--reset')) {
    if (config.databaseUrl) throw new ConfigError('--reset empties the embedded SQLite database only; a shared PostgreSQL database is emptied by its administrator');
    resetDatabase(config.dataDir);
  }
  // A database that cannot be reached stops the start here, with one line saying which and why.
  const store = config.databaseUrl ? await openPostgresStore(config.databaseUrl) : undefined;
  const freshDatabase = store ? !(await isSeeded(store.db)) : !existsSync(join(config.dataDir, DATABASE_FILE));
  const app = buildApp(config, { logger: true, logRequests: process.env.LOG_REQUESTS === '1', store });
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const { member, agent } = DEMO_ACCOUNTS;
  console.log(
    [
      '',
      `  Platform ready:  http://localhost:${port}/m/home`,
      // Passwords are shown only when they are certainly still the seeded ones.
      freshDatabase ? `  Member account:  ${member.username} / ${member.password}` : `  Member account:  ${member.username} (seeded default password, unless changed since)`,
      freshDatabase ? `  Agent account:   ${agent.username} / ${agent.password}` : `  Agent account:   ${agent.username} (seeded default password, unless changed since)`,
      `  Ops token:       ${config.opsToken}${config.opsTokenGenerated ? '  (generated; set OPS_TOKEN to choose one)' : ''}`,
      config.databaseUrl ? `  Database:        PostgreSQL ${redacted(config.databaseUrl)}` : `  Data folder:     ${config.dataDir}`,
      config.testHooks ? '  Test hooks:      ON (/ops/test/*)' : '',
      config.rateLimits ? '' : '  Rate limits:     OFF',
      '',
    ].filter((line, i, all) => line !== '' || i === 0 || i === all.length - 1).join('\n'),
  );
  // A signal handler's promise would be dropped: the close is awaited here, and a failure exits too.
  const stop = () => {
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('could not close cleanly', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((e: unknown) => {
  console.error(e instanceof ConfigError ? `Configuration error: ${e.message}` : e instanceof StoreUnavailableError ? e.message : e);
  process.exit(1);
});
