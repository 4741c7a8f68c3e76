import { z } from 'zod';
import { requireRealMember, requireSession } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { ok } from '../../../http/reply';
import { parseInput } from '../../../http/validate';

/** Preset avatars the member picks from (module PROFPIC3). */
export const HEAD_ICONS = Array.from({ length: 12 }, (_, i) => `avatar-${String(i + 1).padStart(2, '0')}`);

const body = z.object({ headIcon: z.enum(HEAD_ICONS as [string, ...string[]]) });
const query = z.object({ module: z.literal('PROFPIC3').optional() });

/** GET /wps/member/info/icon?module=PROFPIC3 (current + choices), POST form-urlencoded headIcon. */
export const iconRoutes: RouteModule = (app, { db }) => {
  const read = db.prepare('SELECT head_icon AS headIcon FROM members WHERE id = ?');
  app.get('/wps/member/info/icon', (req) => {
    const session = requireSession(db, req);
    parseInput(query, req.query, 'query');
    const { headIcon } = read.get(session.memberId) as { headIcon: string };
    return ok({ headIcon, options: HEAD_ICONS });
  });
  app.post('/wps/member/info/icon', (req) => {
    const session = requireRealMember(db, req);
    const { headIcon } = parseInput(body, req.body);
    db.prepare('UPDATE members SET head_icon = ? WHERE id = ?').run(headIcon, session.memberId);
    return ok({ headIcon });
  });
};
