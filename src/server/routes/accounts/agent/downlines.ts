import { agentDownlines, agentTransfer } from '../../../../contract/agent/downlines';
import { requireAgent } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { ok } from '../../../http/reply';
import { serve } from '../../../http/serve';
import { directMembersByName } from '../../../services/agents/downlines';
import { transferToDownline } from '../../../services/agents/transfers';

/**
 * The agent's direct members, and a transfer from the agent's wallet to one of them
 * (src/contract/agent/downlines.ts): atomic, never to a disabled one.
 */
export const downlineRoutes: RouteModule = (app, deps) => {
  const { store } = deps;
  serve(app, deps, agentDownlines, async (_input, req) => {
    const s = requireAgent(req);
    return ok(await directMembersByName(store.db, s.memberId));
  });
  serve(app, deps, agentTransfer, async (p, req) => {
    const s = requireAgent(req);
    const cents = Math.round(p.amount * 100);
    return ok({ sumBalance: (await transferToDownline(store, { id: s.memberId, username: s.username }, p.username, cents)) / 100 });
  });
};
