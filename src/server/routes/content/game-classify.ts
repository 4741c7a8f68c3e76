import { gameClassify } from '../../../contract/games/catalogue';
import type { RouteModule } from '../../deps';
import { getSession } from '../../auth/session';
import { ok } from '../../http/reply';
import { serve } from '../../http/serve';
import { merchantParam } from '../../content/merchant';
import { requestMerchant } from '../../services/merchant';
import { classifyTabs } from '../../content/game-catalogue';

/** The classify bar's tabs for a game type, each with the vendors that use it (src/contract/games/catalogue.ts). */
export const gameClassifyRoute: RouteModule = (app, deps) => {
  const db = deps.store.db;
  serve(app, deps, gameClassify, async (q, req) => {
    const merchant = requestMerchant(req, merchantParam(q));
    return ok({ list: await classifyTabs(db, merchant, q.gameType, q.vassalage) });
  });
};
