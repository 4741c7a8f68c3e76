import { sql } from 'kysely';
import type { StoreDb } from '../data/store';
import { containsIgnoringCase } from '../data/portable';

export interface TreeMember {
  id: number;
  username: string;
  nickname: string;
  type: number;
  balance: number;
  parent: string;
  /** 1 = direct member of the agent, 2 = member of a direct member, ... */
  level: number;
  createdAt: number;
}

/** Deep trees are cut here so one malformed (cyclic) parent chain cannot loop forever. */
export const MAX_DEPTH = 20;

/**
 * The query creator with `tree` (id, level, direct_id): every member below the agent, its level
 * (1 = direct member) and the direct member it belongs under (itself at level 1).
 */
export function withDownlineTree(db: StoreDb, agentId: number) {
  return db.withRecursive('tree(id, level, direct_id)', (qc) =>
    qc
      .selectFrom('members')
      .where('parent_id', '=', agentId)
      .select(['id', sql<number>`1`.as('level'), 'id as direct_id'])
      .unionAll((qc2) =>
        qc2
          .selectFrom('members as m')
          .innerJoin('tree as t', 't.id', 'm.parent_id')
          .where('t.level', '<', MAX_DEPTH)
          .select((eb) => ['m.id', eb('t.level', '+', 1).as('level'), 't.direct_id']),
      ),
  );
}

function treeMembers(db: StoreDb, agentId: number) {
  return withDownlineTree(db, agentId)
    .selectFrom('tree as t')
    .innerJoin('members as m', 'm.id', 't.id')
    .innerJoin('members as p', 'p.id', 'm.parent_id');
}

const COLUMNS = ['m.id', 'm.username', 'm.nickname', 'm.type', 'm.balance_cents', 'p.username as parent', 't.level', 'm.created_at as createdAt'] as const;
const asTreeMember = ({ balance_cents, level, ...m }: Omit<TreeMember, 'balance' | 'level'> & { balance_cents: number; level: number | string | bigint }): TreeMember => ({
  ...m, balance: balance_cents / 100, level: Number(level),
});

/** One page of the agent's whole downline tree, by level then username; `search` is a username substring (any case). */
export async function subordinatesPage(db: StoreDb, agentId: number, opts: { offset: number; limit: number; search?: string; maxLevel?: number }): Promise<{ rows: TreeMember[]; total: number }> {
  let query = treeMembers(db, agentId).where('t.level', '<=', opts.maxLevel ?? MAX_DEPTH);
  if (opts.search) query = query.where(containsIgnoringCase('m.username', opts.search));
  const total = await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const rows = await query.select(COLUMNS).orderBy('t.level').orderBy('m.username').limit(opts.limit).offset(opts.offset).execute();
  return { rows: rows.map(asTreeMember), total: Number(total.n) };
}

/** A member anywhere below the agent, or undefined. */
export async function findInTree(db: StoreDb, agentId: number, username: string): Promise<TreeMember | undefined> {
  const row = await treeMembers(db, agentId).where('m.username', '=', username).select(COLUMNS).executeTakeFirst();
  return row && asTreeMember(row);
}
