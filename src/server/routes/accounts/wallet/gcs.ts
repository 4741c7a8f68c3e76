import { wallet } from '../../../../contract/agent/wallet';
import { requireSession } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { ok } from '../../../http/reply';
import { serve } from '../../../http/serve';
import { walletBalance } from '../../../services/wallet';

/** The member's total balance (src/contract/agent/wallet.ts; money kept in cents, answered in units). */
export const walletRoute: RouteModule = (app, deps) => {
  const { store } = deps;
  serve(app, deps, wallet, async (_input, req) => {
    const session = requireSession(req);
    return ok({ sumBalance: await walletBalance(store.db, session.memberId), currency: 'CNY' });
  });
};
