import type { StoreDb } from '../../data/store';

/** A direct member as the agent's lists show one. */
export interface DirectMember {
  username: string;
  nickname: string;
  type: number;
  balance: number;
  createdAt: number;
}

const directMembers = (db: StoreDb, agentId: number) =>
  db.selectFrom('members').where('parent_id', '=', agentId).select(['username', 'nickname', 'type', 'balance_cents', 'created_at as createdAt']);
const asDirectMember = ({ balance_cents, ...m }: Omit<DirectMember, 'balance'> & { balance_cents: number }): DirectMember => ({ ...m, balance: balance_cents / 100 });

/** The agent's direct members by name (the transfer picker). */
export async function directMembersByName(db: StoreDb, agentId: number): Promise<DirectMember[]> {
  return (await directMembers(db, agentId).orderBy('username').execute()).map(asDirectMember);
}

/** The agent's first `limit` direct members, oldest first (the team overview's list). */
export async function firstDirectMembers(db: StoreDb, agentId: number, limit: number): Promise<DirectMember[]> {
  return (await directMembers(db, agentId).orderBy('id').limit(limit).execute()).map(asDirectMember);
}

/** Ids and names of the agent's direct members, by name. */
export async function directMemberIds(db: StoreDb, agentId: number): Promise<{ id: number; username: string }[]> {
  return db.selectFrom('members').where('parent_id', '=', agentId).select(['id', 'username']).orderBy('username').execute();
}

/** One direct member of the agent by name, or undefined when it is not theirs. */
export async function directMemberNamed(db: StoreDb, agentId: number, username: string): Promise<{ id: number } | undefined> {
  return db.selectFrom('members').where('parent_id', '=', agentId).where('username', '=', username).select('id').executeTakeFirst();
}

/** How many direct members the agent has. */
export async function directMemberCount(db: StoreDb, agentId: number): Promise<number> {
  const row = await db.selectFrom('members').where('parent_id', '=', agentId).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** What the downline card adds to a member found in the tree: club label, last login and seen, direct members. */
export async function downlineFacts(db: StoreDb, memberId: number): Promise<{ clubLabel: string; lastLoginAt: number | null; lastSeenExpiry: number | null; directCount: number }> {
  const row = await db
    .selectFrom('members as m')
    .where('m.id', '=', memberId)
    .select((eb) => [
      'm.club_label as clubLabel',
      eb.selectFrom('sessions').whereRef('member_id', '=', 'm.id').select((s) => s.fn.max('created_at').as('v')).as('lastLoginAt'),
      eb.selectFrom('sessions').whereRef('member_id', '=', 'm.id').select((s) => s.fn.max('expires_at').as('v')).as('lastSeenExpiry'),
      eb.selectFrom('members as c').whereRef('c.parent_id', '=', 'm.id').select((c) => c.fn.countAll().as('n')).as('directCount'),
    ])
    .executeTakeFirstOrThrow();
  const orNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return { clubLabel: row.clubLabel, lastLoginAt: orNull(row.lastLoginAt), lastSeenExpiry: orNull(row.lastSeenExpiry), directCount: Number(row.directCount) };
}

/** Per member type the agent may open accounts for: the operator's total and how many it used (its direct members of that type). */
export async function quotaUse(db: StoreDb, agentId: number): Promise<{ type: number; total: number; used: number }[]> {
  const rows = await db
    .selectFrom('agent_quotas as q')
    .where('q.member_id', '=', agentId)
    .select((eb) => [
      'q.member_type as type',
      'q.total',
      eb.selectFrom('members as m').whereRef('m.parent_id', '=', 'q.member_id').whereRef('m.type', '=', 'q.member_type').select((m) => m.fn.countAll().as('n')).as('used'),
    ])
    .orderBy('q.member_type')
    .execute();
  return rows.map((r) => ({ type: r.type, total: r.total, used: Number(r.used) }));
}
