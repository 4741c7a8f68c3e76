import { lotteryPopular } from '../../../contract/games/lottery';
import type { RouteModule } from '../../deps';
import { ok } from '../../http/reply';
import { serve } from '../../http/serve';
import { requireLottery } from '../../content/lottery/catalogue';
import { recentDraws } from '../../content/lottery/draws';
import { lotteryMerchant } from '../../content/lottery/request';

/**
 * The numbers drawn most often over the last `draws` draws (src/contract/games/lottery.ts). VN
 * lotteries count the last two digits of every prize (the "lo" numbers, 00-99); digit lotteries
 * count each digit 0-9 in any position. Most frequent first, ties by number.
 */
export const lotteryPopularRoute: RouteModule = (app, deps) => {
  const db = deps.store.db;
  serve(app, deps, lotteryPopular, async (q, req) => {
    const merchant = lotteryMerchant(req, q);
    const l = await requireLottery(db, merchant, q.code);
    const counts = new Map<string, number>();
    for (const d of recentDraws(l, Date.now(), q.draws)) {
      const numbers = d.prizes ? d.prizes.flatMap((p) => p.numbers.map((n) => n.slice(-2))) : d.numbers.map(String);
      for (const n of numbers) counts.set(n, (counts.get(n) ?? 0) + 1);
    }
    const list = [...counts].map(([number, count]) => ({ number, count })).sort((a, b) => b.count - a.count || a.number.localeCompare(b.number));
    return ok({ code: l.code, draws: q.draws, list: list.slice(0, q.limit) });
  });
};
