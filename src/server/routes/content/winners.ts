import { winners } from '../../../contract/games/catalogue';
import type { RouteModule } from '../../deps';
import { getSession } from '../../auth/session';
import { ok } from '../../http/reply';
import { serve } from '../../http/serve';
import { mediaUrl } from '../../content/media-urls';
import { merchantParam } from '../../content/merchant';
import { requestMerchant } from '../../services/merchant';
import { biggestWins } from '../../content/winners';

/** Latest big wins, largest first (value.list of { vo }; src/contract/games/catalogue.ts). */
export const winnersRoute: RouteModule = (app, deps) => {
  const db = deps.store.db;
  serve(app, deps, winners, async (q, req) => {
    const merchant = requestMerchant(req, merchantParam(q));
    return ok({
      list: (await biggestWins(db, merchant, q.gameCategory, q.limitNum)).map(({ wonAt, ...r }) => ({ vo: { ...r, winTime: new Date(wonAt).toISOString(), imageUrl: mediaUrl.game(r.gameId) } })),
    });
  });
};
