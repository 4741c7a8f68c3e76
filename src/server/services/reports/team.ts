import type { Db } from '../../db/open';

export interface TeamMember {
  id: number;
  username: string;
  /** 1 = direct member of the agent, 2 = a member of a direct member, ... */
  level: number;
  /** The agent's direct member this one belongs under (itself at level 1): whose rebate rate splits the agent's. */
  directId: number;
}

/** Deep trees are cut here so one malformed (cyclic) parent chain cannot loop forever. */
const MAX_DEPTH = 20;

/**
 * The agent's team: every member below it, or only its direct members, optionally those whose
 * username contains `search` (case-insensitive), by level then username.
 */
export function teamMembers(db: Db, agentId: number, opts: { directOnly?: boolean; search?: string } = {}): TeamMember[] {
  const search = opts.search ? opts.search.replace(/[\\%_]/g, (c) => `\\${c}`) : null;
  return db
    .prepare(
      `WITH RECURSIVE tree(id, level, direct_id) AS (
         SELECT id, 1, id FROM members WHERE parent_id = ?
         UNION ALL SELECT m.id, t.level + 1, t.direct_id FROM members m JOIN tree t ON m.parent_id = t.id WHERE t.level < ${MAX_DEPTH}
       )
       SELECT m.id, m.username, t.level, t.direct_id AS directId FROM tree t JOIN members m ON m.id = t.id
        WHERE t.level <= ? AND (? IS NULL OR m.username LIKE '%' || ? || '%' ESCAPE '\\')
        ORDER BY t.level, m.username`,
    )
    .all(agentId, opts.directOnly ? 1 : MAX_DEPTH, search, search) as TeamMember[];
}
