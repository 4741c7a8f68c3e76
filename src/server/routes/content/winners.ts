import { z } from 'zod';
import type { RouteModule } from '../../deps';
import { getSession } from '../../auth/session';
import { ok } from '../../http/reply';
import { parseInput } from '../../http/validate';
import { mediaUrl } from '../../content/media-urls';
import { merchantParam } from '../../content/merchant';
import { requestMerchant } from '../../services/merchant';
import { gameTypeCode, language, merchantFields } from '../../content/query-fields';
import { biggestWins } from '../../content/winners';

const query = z.object({ ...merchantFields, language, gameCategory: gameTypeCode.default('ALL'), limitNum: z.coerce.number().int().min(1).max(100).default(20) });

/** GET /wps/game/winners: latest big wins, largest first (value.list of { vo }). */
export const winnersRoute: RouteModule = (app, { db }) => {
  app.get('/wps/game/winners', async (req) => {
    const q = parseInput(query, req.query, 'query');
    const merchant = requestMerchant(db, getSession(db, req), merchantParam(q));
    return ok({
      list: biggestWins(db, merchant, q.gameCategory, q.limitNum).map(({ wonAt, ...r }) => ({ vo: { ...r, winTime: new Date(wonAt).toISOString(), imageUrl: mediaUrl.game(r.gameId) } })),
    });
  });
};
