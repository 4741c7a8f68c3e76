import { fundsConsolidated } from '../../../../contract/member/funds-consolidated';
import { requireSession } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { ok } from '../../../http/reply';
import { serve } from '../../../http/serve';
import { pendingContractKinds } from '../../../services/accounts/profile';
import { walletBalance } from '../../../services/wallet';

/**
 * Balance plus the contract request flags that drive the home-page prompts
 * (src/contract/member/funds-consolidated.ts): 1 while a contract of that kind awaits the member's answer, else 0.
 */
export const fundsConsolidatedRoute: RouteModule = (app, deps) => {
  const { store } = deps;
  serve(app, deps, fundsConsolidated, async (_input, req) => {
    const s = requireSession(req);
    const sumBalance = await walletBalance(store.db, s.memberId);
    const kinds = await pendingContractKinds(store.db, s.memberId);
    return ok({
      sumBalance,
      dailysalreqtype: kinds.has('dailySalary') ? 1 : 0,
      divtypecompperiodreq: kinds.has('dividend') ? 1 : 0,
      contracthoursalreq: kinds.has('hourlySalary') ? 1 : 0,
    });
  });
};
