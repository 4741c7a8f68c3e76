import type { Db } from '../db/open';
import { hashPasswordSync } from '../security/password';

/** Demo studio accounts, one per role (the README lists them); a real platform opens its own with POST /ops/operators. */
export const DEMO_OPERATORS = [
  { username: 'editor', password: 'editor12345', role: 'editor' },
  { username: 'publisher', password: 'publisher12345', role: 'publisher' },
] as const;

export function seedOperators(db: Db): void {
  const insert = db.prepare('INSERT INTO operators (username, password_hash, role, created_at) VALUES (?, ?, ?, ?)');
  for (const { username, password, role } of DEMO_OPERATORS) insert.run(username, hashPasswordSync(password), role, Date.now());
}
