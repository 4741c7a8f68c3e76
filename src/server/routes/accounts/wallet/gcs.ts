import { requireSession } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { ok } from '../../../http/reply';
import { walletBalance } from '../../../services/wallet';

/** GET /wps/wallets/gcs: the member's total balance (money kept in cents, answered in units). */
export const walletRoute: RouteModule = (app, { db }) => {
  app.get('/wps/wallets/gcs', (req) => {
    const session = requireSession(db, req);
    return ok({ sumBalance: walletBalance(db, session.memberId), currency: 'CNY' });
  });
};
