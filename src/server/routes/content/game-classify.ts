import { z } from 'zod';
import type { RouteModule } from '../../deps';
import { getSession } from '../../auth/session';
import { ok } from '../../http/reply';
import { parseInput } from '../../http/validate';
import { merchantParam } from '../../content/merchant';
import { requestMerchant } from '../../services/merchant';
import { code, gameTypeCode, merchantFields } from '../../content/query-fields';
import { classifyTabs } from '../../content/game-catalogue';

const query = z.object({ ...merchantFields, gameType: gameTypeCode.default('RNG'), vassalage: code.optional() });

/** GET /wps/game/classify: the classify bar's tabs for a game type, each with the vendors that use it. */
export const gameClassifyRoute: RouteModule = (app, { db }) => {
  app.get('/wps/game/classify', async (req) => {
    const q = parseInput(query, req.query, 'query');
    const merchant = requestMerchant(db, getSession(db, req), merchantParam(q));
    return ok({ list: classifyTabs(db, merchant, q.gameType, q.vassalage) });
  });
};
