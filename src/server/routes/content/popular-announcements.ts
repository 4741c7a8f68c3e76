import { popularAnnouncements } from '../../../contract/content/announcements';
import type { RouteModule } from '../../deps';
import { getSession } from '../../auth/session';
import { ok } from '../../http/reply';
import { serve } from '../../http/serve';
import { findAnnouncements, readerId } from '../../content/announcements';
import { merchantParam } from '../../content/merchant';
import { requestMerchant } from '../../services/merchant';

/** Announcements and promotions the operator marked hot (src/contract/content/announcements.ts). */
export const popularAnnouncementsRoute: RouteModule = (app, deps) => {
  const db = deps.store.db;
  serve(app, deps, popularAnnouncements, async (q, req) => {
    const session = getSession(req);
    const list = await findAnnouncements(db, { merchantCode: requestMerchant(req, merchantParam(q)), memberId: readerId(session), types: ['PL', 'PR', 'H'], hotOnly: true, language: q.language });
    return ok({ list: list.slice(0, q.limit) });
  });
};
