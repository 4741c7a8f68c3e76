import { accountsSchema } from './accounts-schema';
import { benefitsSchema } from './benefits-schema';
import { contentSchema } from './content-schema';
import { opsSchema } from './ops-schema';
import { rainSchema } from './rain-schema';
import { reportsSchema } from './reports-schema';

export interface MigrationSet {
  area: string;
  /** Append-only: a statement's index is its identity, so never edit or reorder applied ones. */
  statements: string[];
}

/**
 * Every area's migrations, in the order they are applied: the one source of the schema for both
 * engines. SQLite runs them as written; PostgreSQL runs each through `toPostgres`
 * (src/server/data/postgres-sql.ts), and both record the same "<area>:<index>" identities.
 */
export const MIGRATION_SETS: readonly MigrationSet[] = [
  { area: 'accounts', statements: accountsSchema },
  { area: 'content', statements: contentSchema },
  { area: 'reports', statements: reportsSchema },
  { area: 'rain', statements: rainSchema },
  { area: 'benefits', statements: benefitsSchema },
  { area: 'ops', statements: opsSchema },
];
