import { z } from 'zod';
import type { RouteModule } from '../../deps';
import { ok } from '../../http/reply';
import { listLotteries } from '../../content/lottery/catalogue';
import { lotteryQuery, lotteryView } from '../../content/lottery/request';

/** GET /lgw/lottery/list?gameType=: the merchant's lotteries with their draw schedule. */
export const lotteryListRoute: RouteModule = (app, { db }) => {
  app.get('/lgw/lottery/list', async (req) => {
    const { q, merchant } = lotteryQuery(db, req, { gameType: z.enum(['LOTT', 'ELOTT']).optional() });
    const now = Date.now();
    const list = listLotteries(db, merchant).filter((l) => !q.gameType || l.gameType === q.gameType);
    return ok({ list: list.map((l) => lotteryView(l, now)) });
  });
};
