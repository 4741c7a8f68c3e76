import type { Db } from '../db/open';

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
const MAX_DEPTH = 20;

const TREE = `WITH RECURSIVE tree(id, level) AS (
    SELECT id, 1 FROM members WHERE parent_id = ?
    UNION ALL SELECT m.id, t.level + 1 FROM members m JOIN tree t ON m.parent_id = t.id WHERE t.level < ${MAX_DEPTH}
  )`;
const COLUMNS = `m.id, m.username, m.nickname, m.type, m.balance_cents / 100.0 AS balance, p.username AS parent, t.level, m.created_at AS createdAt
  FROM tree t JOIN members m ON m.id = t.id JOIN members p ON p.id = m.parent_id`;

/** One page of the agent's whole downline tree, by level then username; `search` is a username substring. */
export function subordinatesPage(db: Db, agentId: number, opts: { offset: number; limit: number; search?: string; maxLevel?: number }): { rows: TreeMember[]; total: number } {
  const where = `WHERE (? IS NULL OR m.username LIKE '%' || ? || '%' ESCAPE '\\') AND t.level <= ?`;
  const search = opts.search ? opts.search.replace(/[\\%_]/g, (c) => `\\${c}`) : null;
  const args = [agentId, search, search, opts.maxLevel ?? MAX_DEPTH];
  const total = (db.prepare(`${TREE} SELECT COUNT(*) AS n FROM tree t JOIN members m ON m.id = t.id ${where}`).get(...args) as { n: number }).n;
  const rows = db.prepare(`${TREE} SELECT ${COLUMNS} ${where} ORDER BY t.level, m.username LIMIT ? OFFSET ?`).all(...args, opts.limit, opts.offset) as TreeMember[];
  return { rows, total };
}

/** A member anywhere below the agent, or undefined. */
export function findInTree(db: Db, agentId: number, username: string): TreeMember | undefined {
  return db.prepare(`${TREE} SELECT ${COLUMNS} WHERE m.username = ?`).get(agentId, username) as TreeMember | undefined;
}
