import type { Db } from '../../db/open';

/** A direct member as the agent's lists show one. */
export interface DirectMember {
  username: string;
  nickname: string;
  type: number;
  balance: number;
  createdAt: number;
}

/** The agent's direct members by name (the transfer picker). */
export function directMembersByName(db: Db, agentId: number): DirectMember[] {
  return db.prepare('SELECT username, nickname, type, balance_cents / 100.0 AS balance, created_at AS createdAt FROM members WHERE parent_id = ? ORDER BY username').all(agentId) as DirectMember[];
}

/** The agent's first `limit` direct members, oldest first (the team overview's list). */
export function firstDirectMembers(db: Db, agentId: number, limit: number): DirectMember[] {
  return db.prepare('SELECT username, nickname, type, balance_cents / 100.0 AS balance, created_at AS createdAt FROM members WHERE parent_id = ? ORDER BY id LIMIT ?').all(agentId, limit) as DirectMember[];
}

/** Ids and names of the agent's direct members, by name. */
export function directMemberIds(db: Db, agentId: number): { id: number; username: string }[] {
  return db.prepare('SELECT id, username FROM members WHERE parent_id = ? ORDER BY username').all(agentId) as { id: number; username: string }[];
}

/** One direct member of the agent by name, or undefined when it is not theirs. */
export function directMemberNamed(db: Db, agentId: number, username: string): { id: number } | undefined {
  return db.prepare('SELECT id FROM members WHERE parent_id = ? AND username = ?').get(agentId, username) as { id: number } | undefined;
}

/** How many direct members the agent has. */
export function directMemberCount(db: Db, agentId: number): number {
  return (db.prepare('SELECT COUNT(*) AS n FROM members WHERE parent_id = ?').get(agentId) as { n: number }).n;
}

/** What the downline card adds to a member found in the tree: club label, last login and seen, direct members. */
export function downlineFacts(db: Db, memberId: number): { clubLabel: string; lastLoginAt: number | null; lastSeenExpiry: number | null; directCount: number } {
  return db
    .prepare(
      `SELECT club_label AS clubLabel,
              (SELECT MAX(created_at) FROM sessions WHERE member_id = m.id) AS lastLoginAt,
              (SELECT MAX(expires_at) FROM sessions WHERE member_id = m.id) AS lastSeenExpiry,
              (SELECT COUNT(*) FROM members c WHERE c.parent_id = m.id) AS directCount
         FROM members m WHERE m.id = ?`,
    )
    .get(memberId) as { clubLabel: string; lastLoginAt: number | null; lastSeenExpiry: number | null; directCount: number };
}

/** Per member type the agent may open accounts for: the operator's total and how many it used (its direct members of that type). */
export function quotaUse(db: Db, agentId: number): { type: number; total: number; used: number }[] {
  return db
    .prepare(
      `SELECT q.member_type AS type, q.total,
              (SELECT COUNT(*) FROM members m WHERE m.parent_id = q.member_id AND m.type = q.member_type) AS used
         FROM agent_quotas q WHERE q.member_id = ? ORDER BY q.member_type`,
    )
    .all(agentId) as { type: number; total: number; used: number }[];
}
