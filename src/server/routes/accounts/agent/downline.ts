import { agentDownline } from '../../../../contract/agent/downline';
import { requireAgent, SESSION_TTL_MS } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { fail, ok } from '../../../http/reply';
import { serve } from '../../../http/serve';
import { findInTree } from '../../../services/member-tree';
import { ONLINE_WINDOW_MS } from '../../../services/team';
import { downlineFacts } from '../../../services/agents/downlines';
import { ratesOf } from '../../../services/agents/rebates';

/**
 * One member anywhere below the agent (src/contract/agent/downline.ts), with its level, parent,
 * club label, last login, online state, number of direct members and rebate rates.
 */
export const downlineRoute: RouteModule = (app, deps) => {
  const { store } = deps;
  serve(app, deps, agentDownline, async ({ username }, req) => {
    const s = requireAgent(req);
    const m = await findInTree(store.db, s.memberId, username);
    if (!m) fail(404, 'downline.notFound', `${username} is not one of your members`);
    const extra = await downlineFacts(store.db, m.id);
    const online = extra.lastSeenExpiry !== null && extra.lastSeenExpiry > Date.now() + SESSION_TTL_MS - ONLINE_WINDOW_MS;
    const { id, ...member } = m;
    return ok({ ...member, clubLabel: extra.clubLabel, lastLoginAt: extra.lastLoginAt, online, directCount: extra.directCount, rebates: await ratesOf(store.db, id) });
  });
};
