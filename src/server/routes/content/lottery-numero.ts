import { lotteryNumero } from '../../../contract/games/lottery';
import type { RouteModule } from '../../deps';
import { ok } from '../../http/reply';
import { serve } from '../../http/serve';
import { listLotteries, requireLottery } from '../../content/lottery/catalogue';
import { recentDraws } from '../../content/lottery/draws';
import { lotteryMerchant } from '../../content/lottery/request';

/**
 * The latest draw numbers of every lottery; with `code`, that lottery's newest `size` draws
 * (1..50, default 1), newest first (src/contract/games/lottery.ts).
 */
export const lotteryNumeroRoute: RouteModule = (app, deps) => {
  const db = deps.store.db;
  serve(app, deps, lotteryNumero, async (q, req) => {
    const merchant = lotteryMerchant(req, q);
    const now = Date.now();
    const lotteries = q.code ? [await requireLottery(db, merchant, q.code)] : await listLotteries(db, merchant);
    const list = lotteries.flatMap((l) =>
      recentDraws(l, now, q.code ? q.size : 1).map((d) => ({ code: l.code, name: l.name, issue: d.issue, numbers: d.numbers, drawnAt: d.drawnAt })),
    );
    return ok({ list });
  });
};
