import { lotteryList } from '../../../contract/games/lottery';
import type { RouteModule } from '../../deps';
import { ok } from '../../http/reply';
import { serve } from '../../http/serve';
import { listLotteries } from '../../content/lottery/catalogue';
import { lotteryMerchant, lotteryView } from '../../content/lottery/request';

/** The merchant's lotteries with their draw schedule, optionally of one game type (src/contract/games/lottery.ts). */
export const lotteryListRoute: RouteModule = (app, deps) => {
  const db = deps.store.db;
  serve(app, deps, lotteryList, async (q, req) => {
    const merchant = lotteryMerchant(req, q);
    const now = Date.now();
    const list = (await listLotteries(db, merchant)).filter((l) => !q.gameType || l.gameType === q.gameType);
    return ok({ list: list.map((l) => lotteryView(l, now)) });
  });
};
