import type { StoreDb } from '../data/store';
import { hashPasswordSync } from '../security/password';
import { insertRows } from './rows';

/** Demo studio accounts, one per role (the README lists them); a real platform opens its own with POST /ops/operators. */
export const DEMO_OPERATORS = [
  { username: 'editor', password: 'editor12345', role: 'editor' },
  { username: 'publisher', password: 'publisher12345', role: 'publisher' },
] as const;

export async function seedOperators(db: StoreDb): Promise<void> {
  // Hashed synchronously, as the members' are: nothing else may be awaited inside the seed's SQLite transaction.
  await insertRows(db, 'operators', DEMO_OPERATORS.map(({ username, password, role }) => ({ username, password_hash: hashPasswordSync(password), role, created_at: Date.now() })));
}
