import type { Db } from '../db/open';

/** Where `npm run tables` writes the row types (a test fails when it is behind the migrations). */
export const TABLES_FILE = 'src/server/data/tables.ts';

/** The tables the migrations make, as Kysely row types (src/server/data/tables.ts is this, written out). */
interface ColumnInfo {
  name: string;
  type: string;
  notnull: number;
  dflt_value: unknown;
  pk: number;
}

const TS_TYPES: Record<string, string> = { TEXT: 'string', INTEGER: 'number', REAL: 'number', BLOB: 'Uint8Array' };

function columnType(column: ColumnInfo, rowId: boolean): string {
  const base = TS_TYPES[column.type.toUpperCase()];
  if (!base) throw new Error(`column ${column.name} has type ${column.type}, which the data layer does not map`);
  const nullable = column.notnull === 0 && column.pk === 0;
  const value = nullable ? `${base} | null` : base;
  // Columns the database fills (an identity, a DEFAULT) may be left out of an insert.
  return rowId || column.dflt_value !== null ? `Generated<${value}>` : value;
}

/**
 * Source text of the row types of every table of `db` (a freshly migrated SQLite database), so the
 * SQL builder checks each query's tables and columns against what the migrations made.
 */
export function tableTypesSource(db: Db): string {
  const tables = db
    .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name != 'schema_migrations' ORDER BY name")
    .all() as { name: string; sql: string }[];
  const lines = [
    '// Written by `npm run tables` from the migrations (src/server/db/migrations.ts): do not edit.',
    "import type { Generated } from 'kysely';",
    '',
  ];
  for (const { name, sql } of tables) {
    const columns = db.prepare(`PRAGMA table_info(${name})`).all() as unknown as ColumnInfo[];
    // The one INTEGER column that alone is the primary key is SQLite's row id, which the database fills.
    const keys = columns.filter((c) => c.pk > 0);
    const rowId = keys.length === 1 && keys[0].type.toUpperCase() === 'INTEGER' && !/WITHOUT\s+ROWID/i.test(sql) ? keys[0].name : null;
    lines.push(`export interface ${typeName(name)} {`, ...columns.map((c) => `  ${c.name}: ${columnType(c, c.name === rowId)};`), '}', '');
  }
  lines.push('export interface Tables {', ...tables.map(({ name }) => `  ${name}: ${typeName(name)};`), '}', '');
  return lines.join('\n');
}

function typeName(table: string): string {
  return `${table.replace(/(^|_)([a-z])/g, (_m, _s: string, c: string) => c.toUpperCase())}Table`;
}
