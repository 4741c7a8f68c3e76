import { requireSession } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { ok } from '../../../http/reply';
import { pendingContractKinds } from '../../../services/accounts/profile';
import { walletBalance } from '../../../services/wallet';

/**
 * GET /wps/member/info/funds/consolidated: balance plus the contract request flags that drive the
 * home-page prompts: 1 while a contract of that kind awaits the member's answer, else 0.
 */
export const fundsConsolidatedRoute: RouteModule = (app, { db }) => {
  app.get('/wps/member/info/funds/consolidated', (req) => {
    const s = requireSession(db, req);
    const sumBalance = walletBalance(db, s.memberId);
    const kinds = pendingContractKinds(db, s.memberId);
    return ok({
      sumBalance,
      dailysalreqtype: kinds.has('dailySalary') ? 1 : 0,
      divtypecompperiodreq: kinds.has('dividend') ? 1 : 0,
      contracthoursalreq: kinds.has('hourlySalary') ? 1 : 0,
    });
  });
};
