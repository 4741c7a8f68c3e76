import { z } from 'zod';
import type { RouteModule } from '../../deps';
import { getSession } from '../../auth/session';
import { ok } from '../../http/reply';
import { parseInput } from '../../http/validate';
import { merchantParam } from '../../content/merchant';
import { requestMerchant } from '../../services/merchant';
import { language, merchantFields, platform, queryFlag } from '../../content/query-fields';
import { hotGames } from '../../content/game-catalogue';

const query = z.object({
  ...merchantFields,
  platform,
  language,
  isPlatform: z.literal('2').optional(),
  refresh: queryFlag.optional(),
});

/** GET /wps/game/hot: the operator's hot list in rank order (value.list); clients may cache it briefly. */
export const hotGamesRoute: RouteModule = (app, { db }) => {
  app.get('/wps/game/hot', async (req, reply) => {
    const q = parseInput(query, req.query, 'query');
    const merchant = requestMerchant(db, getSession(db, req), merchantParam(q));
    const list = hotGames(db, merchant);
    reply.header('Cache-Control', q.refresh ? 'no-store' : 'private, max-age=60');
    return ok({ list });
  });
};
