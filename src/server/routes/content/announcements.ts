import { z } from 'zod';
import type { RouteModule } from '../../deps';
import { getSession } from '../../auth/session';
import { fail, ok } from '../../http/reply';
import { parseInput } from '../../http/validate';
import { findAnnouncements, parseTypes, readerId, type Announcement } from '../../content/announcements';
import { mediaUrl } from '../../content/media-urls';
import { inLanguage, textsIn } from '../../content/texts';
import { merchantParam } from '../../content/merchant';
import { requestMerchant } from '../../services/merchant';
import { language, merchantFields } from '../../content/query-fields';
import { bannersInGroup } from '../../content/banners';

const query = z.object({
  ...merchantFields,
  language,
  types: z.string().min(1).max(40).default('B,PL,PU,PR,H'),
  groupName: z.string().regex(/^[A-Za-z0-9_]{1,32}$/, 'must be a group name such as m_home').optional(),
  platform: z.literal('M').default('M'),
});

/**
 * GET /wps/announcements: announcements of the requested types, split by kind
 * (PR promotion, B banners, PL player, PU popup, H hot, A agent), with read flags for a member.
 */
export const announcementsRoute: RouteModule = (app, { db }) => {
  app.get('/wps/announcements', async (req) => {
    const q = parseInput(query, req.query, 'query');
    const { types, unknown } = parseTypes(q.types);
    if (unknown.length) fail(400, 'validation.failed', `Invalid types: unknown announcement type ${unknown.join(', ')} (use B, PL, PU, PR, H, A)`);
    const session = getSession(db, req);
    const merchant = requestMerchant(db, session, merchantParam(q));
    const memberId = readerId(session);
    const items = findAnnouncements(db, { merchantCode: merchant, memberId, types: types.filter((t) => t !== 'B'), groupName: q.groupName, language: q.language });
    const of = (type: string): Announcement[] => items.filter((a) => a.type === type);
    const banners = types.includes('B') ? bannersInGroup(db, merchant, q.groupName) : [];
    const bannerTexts = textsIn(db, merchant, 'banner', q.language, banners.map((b) => b.id));
    const unreadCount = memberId === null ? 0 : items.filter((a) => a.type !== 'PR' && a.read === false).length;
    return ok({
      promotion: of('PR'), player: of('PL'), popup: of('PU'), hot: of('H'), agent: of('A'),
      banners: inLanguage(banners, (b) => b.id, bannerTexts, ['title', 'subtitle']).map((b) => ({ ...b, url: mediaUrl.banner(b.id, bannerTexts.has(String(b.id)) ? q.language : undefined) })),
      unreadCount,
    });
  });
};
