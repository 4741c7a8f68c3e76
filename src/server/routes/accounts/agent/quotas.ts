import { agentQuotas } from '../../../../contract/agent/quotas';
import { requireAgent } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { ok } from '../../../http/reply';
import { serve } from '../../../http/serve';
import { quotaUse } from '../../../services/agents/downlines';

/** Labels of the member types an agent may open accounts for. */
const TYPE_LABELS: Record<number, string> = { 0: 'member', 1: 'agent', 2: 'agent' };

/**
 * How many accounts of each member type the agent may open (src/contract/agent/quotas.ts): total
 * from the operator, used = its direct members of that type, remaining = total - used (never below 0).
 */
export const quotasRoute: RouteModule = (app, deps) => {
  const { store } = deps;
  serve(app, deps, agentQuotas, async (_input, req) => {
    const s = requireAgent(req);
    const list = (await quotaUse(store.db, s.memberId)).map((r) => ({
      type: r.type,
      label: TYPE_LABELS[r.type] ?? `type${r.type}`,
      total: r.total,
      used: r.used,
      remaining: Math.max(0, r.total - r.used),
    }));
    return ok({ list });
  });
};
