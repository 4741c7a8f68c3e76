import { randomBytes } from 'node:crypto';
import type { StoreDb } from '../../data/store';

/** The agent's affiliate codes, oldest first, with the domain each registration link uses ('' = this site). */
export async function affiliateCodesOf(db: StoreDb, agentId: number): Promise<{ code: string; domain: string }[]> {
  return db.selectFrom('affiliate_codes').where('member_id', '=', agentId).select(['code', 'domain']).orderBy('created_at').orderBy('code').execute();
}

/** How many affiliate codes the agent has. */
export async function affiliateCodeCount(db: StoreDb, agentId: number): Promise<number> {
  const row = await db.selectFrom('affiliate_codes').where('member_id', '=', agentId).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Adds a random 10-character code for the agent (on a domain of theirs, or '' for this site). */
export async function addAffiliateCode(db: StoreDb, agentId: number, domain: string): Promise<void> {
  await db.insertInto('affiliate_codes').values({ code: randomBytes(5).toString('hex').toUpperCase(), member_id: agentId, domain, created_at: Date.now() }).execute();
}
