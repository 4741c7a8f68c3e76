import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/open';

/** Whether an invitation (affiliate) code belongs to some member. */
export function isAffiliateCode(db: Db, code: string): boolean {
  return db.prepare('SELECT member_id AS memberId FROM affiliate_codes WHERE code = ?').get(code) !== undefined;
}

/**
 * The member's own invitation code (the first by code when there are several), created on first
 * use: every member can share a link, without a separate step to ask for one.
 */
export function ownAffiliateCode(db: Db, memberId: number): string {
  const row = db.prepare('SELECT code FROM affiliate_codes WHERE member_id = ? ORDER BY code LIMIT 1').get(memberId) as { code: string } | undefined;
  if (row) return row.code;
  const code = randomBytes(5).toString('hex').toUpperCase();
  db.prepare('INSERT INTO affiliate_codes (code, member_id) VALUES (?, ?)').run(code, memberId);
  return code;
}
