import { HEAD_ICONS, headIcon, headIconSet, headIconUpload } from '../../../../contract/member/icon';
import { requireRealMember, requireSession } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { ok } from '../../../http/reply';
import { serve } from '../../../http/serve';
import { headIconUrl, readPicture, saveMemberPicture } from '../../../content/member-pictures';
import { headIconOf, setHeadIcon } from '../../../services/accounts/profile';

/** Preset avatars the member picks from (module PROFPIC3); the media route draws them. */
export { HEAD_ICONS };

/**
 * Avatars (src/contract/member/icon.ts): the current one, where to show it, and the choices; a
 * preset picked (form-urlencoded headIcon); the member's own picture uploaded (multipart).
 */
export const iconRoutes: RouteModule = (app, deps) => {
  const { db } = deps.store;
  serve(app, deps, headIcon, async (_input, req) => {
    const session = requireSession(req);
    const current = await headIconOf(db, session.memberId);
    return ok({ headIcon: current, headIconUrl: headIconUrl(current), options: HEAD_ICONS });
  });
  serve(app, deps, headIconSet, async ({ headIcon: chosen }, req) => {
    const session = requireRealMember(req);
    await setHeadIcon(db, session.memberId, chosen);
    return ok({ headIcon: chosen, headIconUrl: headIconUrl(chosen) });
  });
  serve(app, deps, headIconUpload, async (_input, req) => {
    const session = requireRealMember(req);
    const uploaded = await saveMemberPicture(db, session.memberId, await readPicture(req));
    return ok({ headIcon: uploaded, headIconUrl: headIconUrl(uploaded) });
  });
};
