import { agentTransferMultiple } from '../../../../contract/agent/transfer-multiple';
import { requireAgent } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { ok } from '../../../http/reply';
import { serve } from '../../../http/serve';
import { transferBatch } from '../../../services/agents/transfers';

/**
 * Moves money from the agent to several direct members in one transaction
 * (src/contract/agent/transfer-multiple.ts): all transfers happen or none does (an unknown or
 * disabled member, or a total above the agent's balance, refuses the whole batch).
 */
export const transferMultipleRoute: RouteModule = (app, deps) => {
  const { store } = deps;
  serve(app, deps, agentTransferMultiple, async ({ transfers }, req) => {
    const s = requireAgent(req);
    return ok(await transferBatch(store, { id: s.memberId, username: s.username }, transfers));
  });
};
