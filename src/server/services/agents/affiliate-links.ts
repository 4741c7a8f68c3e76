import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/open';

/** The agent's affiliate codes, oldest first, with the domain each registration link uses ('' = this site). */
export function affiliateCodesOf(db: Db, agentId: number): { code: string; domain: string }[] {
  return db.prepare('SELECT code, domain FROM affiliate_codes WHERE member_id = ? ORDER BY rowid').all(agentId) as { code: string; domain: string }[];
}

/** How many affiliate codes the agent has. */
export function affiliateCodeCount(db: Db, agentId: number): number {
  return (db.prepare('SELECT COUNT(*) AS n FROM affiliate_codes WHERE member_id = ?').get(agentId) as { n: number }).n;
}

/** Adds a random 10-character code for the agent (on a domain of theirs, or '' for this site). */
export function addAffiliateCode(db: Db, agentId: number, domain: string): void {
  db.prepare('INSERT INTO affiliate_codes (code, member_id, domain) VALUES (?, ?, ?)').run(randomBytes(5).toString('hex').toUpperCase(), agentId, domain);
}
