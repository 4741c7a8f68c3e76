import { requireSession } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { ok } from '../../../http/reply';

/** GET /wps/wallets/gcs: the member's total balance (money kept in cents, answered in units). */
export const walletRoute: RouteModule = (app, { db }) => {
  const read = db.prepare('SELECT balance_cents AS cents FROM members WHERE id = ?');
  app.get('/wps/wallets/gcs', (req) => {
    const session = requireSession(db, req);
    const { cents } = read.get(session.memberId) as { cents: number };
    return ok({ sumBalance: cents / 100, currency: 'CNY' });
  });
};
