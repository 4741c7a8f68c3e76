import { z } from 'zod';
import { requireAgent } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { ok } from '../../../http/reply';
import { parseInput } from '../../../http/validate';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD');
const query = z
  .object({ startDate: day.optional(), endDate: day.optional(), size: z.coerce.number().int().min(0).max(100).optional().default(0) })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, { message: 'must not be after endDate', path: ['startDate'] });

/** GET /wps/agent/team/kpi?startDate=&endDate=&size=0: value.footer holds the four team counters; list up to `size` downlines. */
export const teamKpiRoute: RouteModule = (app, { db }) => {
  const footer = db.prepare(
    `SELECT team_login_member_count AS teamLoginMemberCount, team_bet_member_count AS teamBetMemberCount,
            team_register_member_count AS teamRegisterMemberCount, team_online_count AS teamOnlineCount
       FROM agent_team WHERE member_id = ?`,
  );
  const list = db.prepare('SELECT username, nickname, type, balance_cents / 100.0 AS balance, created_at AS createdAt FROM members WHERE parent_id = ? ORDER BY id LIMIT ?');
  app.get('/wps/agent/team/kpi', (req) => {
    const s = requireAgent(db, req);
    const q = parseInput(query, req.query, 'query');
    const counters = footer.get(s.memberId) ?? { teamLoginMemberCount: 0, teamBetMemberCount: 0, teamRegisterMemberCount: 0, teamOnlineCount: 0 };
    return ok({ footer: counters, list: q.size > 0 ? list.all(s.memberId, q.size) : [] });
  });
};
