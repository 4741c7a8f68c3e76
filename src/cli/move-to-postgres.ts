import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from '../server/db/open';
import { moveToPostgres } from '../server/data/move-to-postgres';
import { openPostgresStore, redacted, StoreUnavailableError } from '../server/data/store';
import { configFromEnv } from '../server/config';
import { DATABASE_FILE } from '../server/app';

/**
 * `npm run move-to-postgres -- [--from <platform.db>] [--to <postgres://…>]`: copies a merchant's
 * SQLite database (default: the one `npm start` uses) into an empty PostgreSQL database (default:
 * DATABASE_URL), which it migrates first. The SQLite file is only read.
 */
function argument(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

async function main(): Promise<void> {
  const from = argument('from') ?? join(configFromEnv().dataDir, DATABASE_FILE);
  const to = argument('to') ?? process.env.DATABASE_URL;
  if (!to) throw new StoreUnavailableError('say where to move to: --to postgres://user:password@host:5432/database (or set DATABASE_URL)');
  // Opening a missing file would make an empty database, and move nothing.
  if (!existsSync(from)) throw new StoreUnavailableError(`there is no SQLite database at ${from} (say which with --from)`);
  const target = await openPostgresStore(to);
  const source = openDatabase(from);
  try {
    const report = await moveToPostgres(source, target);
    console.log(`Moved ${report.rows} rows of ${report.tables} tables from ${from} to ${redacted(to)}.`);
    console.log('Start every node with DATABASE_URL set to it.');
  } finally {
    await target.close();
    source.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof StoreUnavailableError ? error.message : `Could not move: ${(error as Error).message}`);
  process.exit(1);
});
