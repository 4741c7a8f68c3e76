import { SESSION_TTL_MS } from '../auth/session';
import type { StoreDb } from '../data/store';

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
export async function teamCounters(db: StoreDb, agentId: number, startMs: number, endMs: number, now = Date.now()): Promise<TeamCounters> {
  const base = (await db
    .selectFrom('agent_team')
    .where('member_id', '=', agentId)
    .select(['team_login_member_count as login', 'team_bet_member_count as bet', 'team_register_member_count as register', 'team_online_count as online'])
    .executeTakeFirst()) ?? { login: 0, bet: 0, register: 0, online: 0 };
  const registered = await db
    .selectFrom('members')
    .where('parent_id', '=', agentId)
    .where('created_at', '>=', startMs)
    .where('created_at', '<', endMs)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  const directSessions = db.selectFrom('sessions as s').innerJoin('members as m', 'm.id', 's.member_id').where('m.parent_id', '=', agentId);
  const countMembers = directSessions.select((eb) => eb.fn.count('s.member_id').distinct().as('n'));
  const loggedIn = await countMembers.where('s.created_at', '>=', startMs).where('s.created_at', '<', endMs).executeTakeFirstOrThrow();
  const online = await countMembers.where('s.expires_at', '>', now + SESSION_TTL_MS - ONLINE_WINDOW_MS).executeTakeFirstOrThrow();
  return {
    teamLoginMemberCount: base.login + Number(loggedIn.n),
    teamBetMemberCount: base.bet,
    teamRegisterMemberCount: base.register + Number(registered.n),
    teamOnlineCount: base.online + Number(online.n),
  };
}

/** "YYYY-MM-DD" (UTC) to the epoch ms of that day's start. */
export function dayStart(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}
