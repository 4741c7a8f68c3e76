import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/server/db/open';
import { TABLES_FILE, tableTypesSource } from '../../../src/server/data/table-types';
import { REPO } from '../helpers';

describe('the row types of the SQL builder', () => {
  it('are those of the tables the migrations make (run `npm run tables` after adding one)', () => {
    const db = openDatabase(':memory:');
    try {
      expect(readFileSync(join(REPO, TABLES_FILE), 'utf8')).toBe(tableTypesSource(db));
    } finally {
      db.close();
    }
  });

  it('mark the columns the database fills, and those that may be null', () => {
    const db = openDatabase(':memory:');
    try {
      const source = tableTypesSource(db);
      expect(source).toMatch(/export interface MembersTable \{\n {2}id: Generated<number>;/);
      expect(source).toMatch(/export interface AgentContractsTable \{[^}]*answered_at: number \| null;/);
      expect(source).toMatch(/export interface MemberPicturesTable \{[^}]*bytes: Uint8Array;/);
    } finally {
      db.close();
    }
  });
});
