import { z } from 'zod';
import { requireRealMember, requireSession } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { ok } from '../../../http/reply';
import { parseInput } from '../../../http/validate';
import { headIconUrl, readPicture, saveMemberPicture } from '../../../content/member-pictures';
import { headIconOf, setHeadIcon } from '../../../services/accounts/profile';

/** Preset avatars the member picks from (module PROFPIC3). */
export const HEAD_ICONS = Array.from({ length: 12 }, (_, i) => `avatar-${String(i + 1).padStart(2, '0')}`);

const body = z.object({ headIcon: z.enum(HEAD_ICONS as [string, ...string[]]) });
const query = z.object({ module: z.literal('PROFPIC3').optional() });

/**
 * GET /wps/member/info/icon?module=PROFPIC3 (current, where to show it, and the choices), POST
 * form-urlencoded headIcon (a preset), POST /wps/member/info/icon/upload (multipart picture).
 */
export const iconRoutes: RouteModule = (app, { db }) => {
  app.get('/wps/member/info/icon', (req) => {
    const session = requireSession(db, req);
    parseInput(query, req.query, 'query');
    const headIcon = headIconOf(db, session.memberId);
    return ok({ headIcon, headIconUrl: headIconUrl(headIcon), options: HEAD_ICONS });
  });
  app.post('/wps/member/info/icon', (req) => {
    const session = requireRealMember(db, req);
    const { headIcon } = parseInput(body, req.body);
    setHeadIcon(db, session.memberId, headIcon);
    return ok({ headIcon, headIconUrl: headIconUrl(headIcon) });
  });
  app.post('/wps/member/info/icon/upload', async (req) => {
    const session = requireRealMember(db, req);
    const headIcon = saveMemberPicture(db, session.memberId, await readPicture(req));
    return ok({ headIcon, headIconUrl: headIconUrl(headIcon) });
  });
};
