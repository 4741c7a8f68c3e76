import { lotteryVnRecent } from '../../../contract/games/lottery';
import type { RouteModule } from '../../deps';
import { ok } from '../../http/reply';
import { serve } from '../../http/serve';
import { listLotteries, type Lottery, type VnRegion } from '../../content/lottery/catalogue';
import { recentDraws } from '../../content/lottery/draws';
import { lotteryMerchant } from '../../content/lottery/request';

/**
 * The newest Vietnamese draws (special prize per draw), across the VN lotteries with a region (or one region),
 * newest first; size 1..60, default 10 (src/contract/games/lottery.ts).
 */
export const lotteryVnRecentRoute: RouteModule = (app, deps) => {
  const db = deps.store.db;
  serve(app, deps, lotteryVnRecent, async (q, req) => {
    const merchant = lotteryMerchant(req, q);
    const now = Date.now();
    const draws = (await listLotteries(db, merchant, 'vn'))
      .filter((l): l is Lottery & { region: VnRegion } => l.region !== '' && (!q.region || l.region === q.region))
      .flatMap((l) => recentDraws(l, now, q.size).map((d) => ({ code: l.code, name: l.name, region: l.region, issue: d.issue, drawnAt: d.drawnAt, special: d.prizes![0].numbers[0] })));
    draws.sort((a, b) => b.drawnAt - a.drawnAt || a.code.localeCompare(b.code));
    return ok({ list: draws.slice(0, q.size) });
  });
};
