import { SESSION_TTL_MS } from '../auth/session';
import type { Db } from '../db/open';

/** A member counts as online when a session of theirs started or was renewed this recently. */
export const ONLINE_WINDOW_MS = 30 * 60 * 1000;

export interface TeamCounters {
  teamLoginMemberCount: number;
  teamBetMemberCount: number;
  teamRegisterMemberCount: number;
  teamOnlineCount: number;
}

/**
 * Team counters for [startMs, endMs): the seeded baseline (history from before this platform kept
 * records) plus what the platform saw among the agent's direct members: sign-ups and logins in the
 * range, and who is online now. Bets are recorded by the games side, so that counter is the baseline.
 */
export function teamCounters(db: Db, agentId: number, startMs: number, endMs: number, now = Date.now()): TeamCounters {
  const base = (db
    .prepare(
      `SELECT team_login_member_count AS login, team_bet_member_count AS bet, team_register_member_count AS register, team_online_count AS online
         FROM agent_team WHERE member_id = ?`,
    )
    .get(agentId) ?? { login: 0, bet: 0, register: 0, online: 0 }) as { login: number; bet: number; register: number; online: number };
  const count = (sql: string, ...args: unknown[]) => (db.prepare(sql).get(...args) as { n: number }).n;
  const registered = count('SELECT COUNT(*) AS n FROM members WHERE parent_id = ? AND created_at >= ? AND created_at < ?', agentId, startMs, endMs);
  const loggedIn = count(
    'SELECT COUNT(DISTINCT s.member_id) AS n FROM sessions s JOIN members m ON m.id = s.member_id WHERE m.parent_id = ? AND s.created_at >= ? AND s.created_at < ?',
    agentId, startMs, endMs,
  );
  const online = count(
    'SELECT COUNT(DISTINCT s.member_id) AS n FROM sessions s JOIN members m ON m.id = s.member_id WHERE m.parent_id = ? AND s.expires_at > ?',
    agentId, now + SESSION_TTL_MS - ONLINE_WINDOW_MS,
  );
  return {
    teamLoginMemberCount: base.login + loggedIn,
    teamBetMemberCount: base.bet,
    teamRegisterMemberCount: base.register + registered,
    teamOnlineCount: base.online + online,
  };
}

/** "YYYY-MM-DD" (UTC) to the epoch ms of that day's start. */
export function dayStart(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}
