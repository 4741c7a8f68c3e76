import { notices } from '../../../contract/content/announcements';
import type { RouteModule } from '../../deps';
import { getSession } from '../../auth/session';
import { fail, ok } from '../../http/reply';
import { serve } from '../../http/serve';
import { findAnnouncements, isNoticeType, parseTypes, readerId } from '../../content/announcements';
import { merchantParam } from '../../content/merchant';
import { requestMerchant } from '../../services/merchant';

/** The notices page list (src/contract/content/announcements.ts; player notices by default, types=A for agents). */
export const noticesRoute: RouteModule = (app, deps) => {
  const db = deps.store.db;
  serve(app, deps, notices, async (q, req) => {
    const { types, unknown } = parseTypes(q.types);
    if (unknown.length || types.includes('B')) fail(400, 'validation.failed', `Invalid types: notices are of types PL, PU, PR, H or A`);
    const session = getSession(req);
    const memberId = readerId(session);
    const list = await findAnnouncements(db, { merchantCode: requestMerchant(req, merchantParam(q)), memberId, types: types.filter(isNoticeType), language: q.language });
    return ok({ list, unreadCount: memberId === null ? 0 : list.filter((n) => n.read === false).length });
  });
};
