import { announcements } from '../../../contract/content/announcements';
import type { RouteModule } from '../../deps';
import { getSession } from '../../auth/session';
import { fail, ok } from '../../http/reply';
import { serve } from '../../http/serve';
import { findAnnouncements, isNoticeType, parseTypes, readerId, type Announcement } from '../../content/announcements';
import { mediaUrl } from '../../content/media-urls';
import { inLanguage, textsIn } from '../../content/texts';
import { merchantParam } from '../../content/merchant';
import { requestMerchant } from '../../services/merchant';
import { bannersInGroup } from '../../content/banners';

/**
 * Announcements of the requested types (src/contract/content/announcements.ts), split by kind
 * (PR promotion, B banners, PL player, PU popup, H hot, A agent), with read flags for a member.
 */
export const announcementsRoute: RouteModule = (app, deps) => {
  const db = deps.store.db;
  serve(app, deps, announcements, async (q, req) => {
    const { types, unknown } = parseTypes(q.types);
    if (unknown.length) fail(400, 'validation.failed', `Invalid types: unknown announcement type ${unknown.join(', ')} (use B, PL, PU, PR, H, A)`);
    const session = getSession(req);
    const merchant = requestMerchant(req, merchantParam(q));
    const memberId = readerId(session);
    const items = await findAnnouncements(db, { merchantCode: merchant, memberId, types: types.filter(isNoticeType), groupName: q.groupName, language: q.language });
    const of = (type: string): Announcement[] => items.filter((a) => a.type === type);
    const banners = types.includes('B') ? await bannersInGroup(db, merchant, q.groupName) : [];
    const bannerTexts = await textsIn(db, merchant, 'banner', q.language, banners.map((b) => b.id));
    const unreadCount = memberId === null ? 0 : items.filter((a) => a.type !== 'PR' && a.read === false).length;
    return ok({
      promotion: of('PR'), player: of('PL'), popup: of('PU'), hot: of('H'), agent: of('A'),
      banners: inLanguage(banners, (b) => b.id, bannerTexts, ['title', 'subtitle']).map((b) => ({ ...b, url: mediaUrl.banner(b.id, bannerTexts.has(String(b.id)) ? q.language : undefined) })),
      unreadCount,
    });
  });
};
