import { sql } from 'kysely';
import type { Db } from '../db/open';
import type { Store } from './store';

interface ForeignKey {
  table: string;
  from: string;
  to: string;
}

/** Rows are written in batches of this many: well under PostgreSQL's 65,535 parameters per statement. */
const BATCH_ROWS = 200;

export interface MoveReport {
  tables: number;
  rows: number;
  /** Rows per table, as copied. */
  counts: Record<string, number>;
}

/**
 * Copies every row of a merchant's SQLite database (a file `npm start` made) into an empty,
 * migrated PostgreSQL store, in one transaction: referenced rows before the rows that refer to them
 * (a member's parent before the member), then each identity continues after the largest id copied,
 * so new rows never collide with moved ones. A target that already holds merchants is refused:
 * moving never merges two platforms.
 */
export async function moveToPostgres(source: Db, target: Store): Promise<MoveReport> {
  if (target.engine !== 'postgres') throw new Error('the target of a move is a PostgreSQL store');
  const tables = (source.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name != 'schema_migrations' ORDER BY name").all() as { name: string }[]).map((r) => r.name);
  const keys = new Map(tables.map((table) => [table, source.prepare(`SELECT "table", "from", "to" FROM pragma_foreign_key_list('${table}')`).all() as unknown as ForeignKey[]]));
  const ordered = referencedFirst(tables, keys);
  const counts: Record<string, number> = {};
  await target.db.transaction().execute(async (trx) => {
    const present = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM merchants`.execute(trx);
    if (Number(present.rows[0]?.n ?? 0) > 0) throw new Error('the PostgreSQL database already holds merchants: moving never merges two platforms');
    for (const table of ordered) {
      const selfKey = keys.get(table)?.find((k) => k.table === table);
      const rows = source.prepare(`SELECT * FROM "${table}"`).all() as Record<string, unknown>[];
      const inOrder = selfKey ? parentsFirst(rows, selfKey) : rows;
      for (let i = 0; i < inOrder.length; i += BATCH_ROWS) {
        await trx.insertInto(table as never).values(inOrder.slice(i, i + BATCH_ROWS) as never).execute();
      }
      counts[table] = rows.length;
    }
    const identities = await sql<{ table_name: string; column_name: string }>`
      SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public' AND is_identity = 'YES'`.execute(trx);
    for (const { table_name: table, column_name: column } of identities.rows) {
      await sql`SELECT setval(pg_get_serial_sequence(${table}, ${column}), COALESCE((SELECT MAX(${sql.ref(column)}) FROM ${sql.table(table)}), 0) + 1, false)`.execute(trx);
    }
  });
  return { tables: ordered.length, rows: Object.values(counts).reduce((a, b) => a + b, 0), counts };
}

/** Tables ordered so that every table comes after the tables it refers to (a reference to itself aside). */
function referencedFirst(tables: string[], keys: Map<string, ForeignKey[]>): string[] {
  const done = new Set<string>();
  const ordered: string[] = [];
  const visit = (table: string, path: string[]) => {
    if (done.has(table)) return;
    if (path.includes(table)) throw new Error(`tables refer to each other in a circle: ${[...path, table].join(' → ')}`);
    for (const key of keys.get(table) ?? []) if (key.table !== table && tables.includes(key.table)) visit(key.table, [...path, table]);
    done.add(table);
    ordered.push(table);
  };
  for (const table of tables) visit(table, []);
  return ordered;
}

/** Rows of a table that refers to itself, each after the row it refers to. */
function parentsFirst(rows: Record<string, unknown>[], key: ForeignKey): Record<string, unknown>[] {
  const written = new Set<unknown>();
  const ordered: Record<string, unknown>[] = [];
  let waiting = rows;
  while (waiting.length) {
    const ready = new Set(waiting.filter((row) => row[key.from] === null || written.has(row[key.from])));
    if (!ready.size) throw new Error(`rows of ${key.table} refer to rows that are not there (${key.from})`);
    for (const row of ready) {
      ordered.push(row);
      written.add(row[key.to]);
    }
    waiting = waiting.filter((row) => !ready.has(row));
  }
  return ordered;
}
