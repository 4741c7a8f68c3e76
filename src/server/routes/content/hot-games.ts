import { hotGames as hotGamesCall } from '../../../contract/games/catalogue';
import type { RouteModule } from '../../deps';
import { getSession } from '../../auth/session';
import { ok } from '../../http/reply';
import { serve } from '../../http/serve';
import { merchantParam } from '../../content/merchant';
import { requestMerchant } from '../../services/merchant';
import { hotGames } from '../../content/game-catalogue';

/** The operator's hot list in rank order (src/contract/games/catalogue.ts); clients may cache it briefly. */
export const hotGamesRoute: RouteModule = (app, deps) => {
  const db = deps.store.db;
  serve(app, deps, hotGamesCall, async (q, req, reply) => {
    const merchant = requestMerchant(req, merchantParam(q));
    const list = await hotGames(db, merchant);
    reply.header('Cache-Control', q.refresh ? 'no-store' : 'private, max-age=60');
    return ok({ list });
  });
};
