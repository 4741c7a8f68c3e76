import { writeFileSync } from 'node:fs';
import { openDatabase } from '../server/db/open';
import { TABLES_FILE, tableTypesSource } from '../server/data/table-types';

/** `npm run tables`: rewrites src/server/data/tables.ts after a migration is added. */
const db = openDatabase(':memory:');
writeFileSync(TABLES_FILE, tableTypesSource(db));
db.close();
console.log(`wrote ${TABLES_FILE}`);
