import { z } from 'zod';
import type { RouteModule } from '../../deps';
import { ok } from '../../http/reply';
import { listLotteries, requireLottery } from '../../content/lottery/catalogue';
import { recentDraws } from '../../content/lottery/draws';
import { lotteryCode, lotteryQuery } from '../../content/lottery/request';

/**
 * GET /lgw/lottery/numero: the latest draw numbers of every lottery; with `code`, that lottery's
 * newest `size` draws (1..50, default 1), newest first.
 */
export const lotteryNumeroRoute: RouteModule = (app, { db }) => {
  app.get('/lgw/lottery/numero', async (req) => {
    const { q, merchant } = lotteryQuery(db, req, { code: lotteryCode.optional(), size: z.coerce.number().int().min(1).max(50).default(1) });
    const now = Date.now();
    const lotteries = q.code ? [requireLottery(db, merchant, q.code)] : listLotteries(db, merchant);
    const list = lotteries.flatMap((l) =>
      recentDraws(l, now, q.code ? q.size : 1).map((d) => ({ code: l.code, name: l.name, issue: d.issue, numbers: d.numbers, drawnAt: d.drawnAt })),
    );
    return ok({ list });
  });
};
