import { agentContractAnswer, agentContracts } from '../../../../contract/agent/contracts';
import { requireSession } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { ok } from '../../../http/reply';
import { serve } from '../../../http/serve';
import { answerContract, contractsOf } from '../../../services/agents/contracts';

/**
 * The member's salary / dividend / hourly contracts (src/contract/agent/contracts.ts; the pages
 * getSalaryContract, getDevidendContract, getHourContract); answering a pending one accepts or
 * rejects it, which clears its home-page prompt.
 */
export const contractRoutes: RouteModule = (app, deps) => {
  const { store } = deps;
  serve(app, deps, agentContracts, async ({ kind }, req) => {
    const s = requireSession(req);
    return ok(await contractsOf(store.db, s.memberId, kind));
  });
  serve(app, deps, agentContractAnswer, async ({ id, accept }, req) => {
    const s = requireSession(req);
    return ok(await answerContract(store.db, s.memberId, id, accept));
  });
};
