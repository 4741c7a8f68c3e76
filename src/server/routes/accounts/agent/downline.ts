import { z } from 'zod';
import { requireAgent, SESSION_TTL_MS } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { fail, ok } from '../../../http/reply';
import { parseInput } from '../../../http/validate';
import { findInTree } from '../../../services/member-tree';
import { ONLINE_WINDOW_MS } from '../../../services/team';
import { ratesOf } from './rebates';

const params = z.object({ username: z.string().trim().min(1).max(32) });

/**
 * GET /wps/agent/downline/:username: one member anywhere below the agent, with its level, parent,
 * club label, last login, online state, number of direct members and rebate rates.
 */
export const downlineRoute: RouteModule = (app, { db }) => {
  app.get('/wps/agent/downline/:username', (req) => {
    const s = requireAgent(db, req);
    const { username } = parseInput(params, req.params, 'params');
    const m = findInTree(db, s.memberId, username);
    if (!m) fail(404, 'downline.notFound', `${username} is not one of your members`);
    const extra = db
      .prepare(
        `SELECT club_label AS clubLabel,
                (SELECT MAX(created_at) FROM sessions WHERE member_id = m.id) AS lastLoginAt,
                (SELECT MAX(expires_at) FROM sessions WHERE member_id = m.id) AS lastSeenExpiry,
                (SELECT COUNT(*) FROM members c WHERE c.parent_id = m.id) AS directCount
           FROM members m WHERE m.id = ?`,
      )
      .get(m.id) as { clubLabel: string; lastLoginAt: number | null; lastSeenExpiry: number | null; directCount: number };
    const online = extra.lastSeenExpiry !== null && extra.lastSeenExpiry > Date.now() + SESSION_TTL_MS - ONLINE_WINDOW_MS;
    const { id, ...member } = m;
    return ok({ ...member, clubLabel: extra.clubLabel, lastLoginAt: extra.lastLoginAt, online, directCount: extra.directCount, rebates: ratesOf(db, id) });
  });
};
