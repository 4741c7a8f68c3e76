import { containsIgnoringCase } from '../../data/portable';
import type { StoreDb } from '../../data/store';
import { MAX_DEPTH, withDownlineTree } from '../member-tree';

export interface TeamMember {
  id: number;
  username: string;
  /** 1 = direct member of the agent, 2 = a member of a direct member, ... */
  level: number;
  /** The agent's direct member this one belongs under (itself at level 1): whose rebate rate splits the agent's. */
  directId: number;
}

/**
 * The agent's team: every member below it (down to member-tree's MAX_DEPTH), or only its direct
 * members, optionally those whose username contains `search` (case-insensitive), by level then username.
 */
export async function teamMembers(db: StoreDb, agentId: number, opts: { directOnly?: boolean; search?: string } = {}): Promise<TeamMember[]> {
  let query = withDownlineTree(db, agentId)
    .selectFrom('tree as t')
    .innerJoin('members as m', 'm.id', 't.id')
    .where('t.level', '<=', opts.directOnly ? 1 : MAX_DEPTH);
  if (opts.search) query = query.where(containsIgnoringCase('m.username', opts.search));
  const rows = await query.select(['m.id', 'm.username', 't.level', 't.direct_id as directId']).orderBy('t.level').orderBy('m.username').execute();
  return rows.map((r) => ({ ...r, level: Number(r.level) }));
}
