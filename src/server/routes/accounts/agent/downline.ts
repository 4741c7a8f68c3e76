import { z } from 'zod';
import { requireAgent, SESSION_TTL_MS } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { fail, ok } from '../../../http/reply';
import { parseInput } from '../../../http/validate';
import { findInTree } from '../../../services/member-tree';
import { ONLINE_WINDOW_MS } from '../../../services/team';
import { downlineFacts } from '../../../services/agents/downlines';
import { ratesOf } from '../../../services/agents/rebates';

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
    const extra = downlineFacts(db, m.id);
    const online = extra.lastSeenExpiry !== null && extra.lastSeenExpiry > Date.now() + SESSION_TTL_MS - ONLINE_WINDOW_MS;
    const { id, ...member } = m;
    return ok({ ...member, clubLabel: extra.clubLabel, lastLoginAt: extra.lastLoginAt, online, directCount: extra.directCount, rebates: ratesOf(db, id) });
  });
};
