import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/open';
import type { StoreDb } from '../../data/store';

/**
 * The agent's affiliate codes, oldest first, with the domain each registration link uses ('' = this site).
 * Still on the SQLite connection: "oldest first" is SQLite's rowid, and the table keeps no creation
 * order both engines share (it needs a created_at column before it can move to the data layer).
 */
export function affiliateCodesOf(db: Db, agentId: number): { code: string; domain: string }[] {
  return db.prepare('SELECT code, domain FROM affiliate_codes WHERE member_id = ? ORDER BY rowid').all(agentId) as { code: string; domain: string }[];
}

/** How many affiliate codes the agent has. */
export async function affiliateCodeCount(db: StoreDb, agentId: number): Promise<number> {
  const row = await db.selectFrom('affiliate_codes').where('member_id', '=', agentId).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Adds a random 10-character code for the agent (on a domain of theirs, or '' for this site). */
export async function addAffiliateCode(db: StoreDb, agentId: number, domain: string): Promise<void> {
  await db.insertInto('affiliate_codes').values({ code: randomBytes(5).toString('hex').toUpperCase(), member_id: agentId, domain }).execute();
}
