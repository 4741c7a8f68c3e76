import { lotteryMenu } from '../../../contract/games/lottery';
import type { RouteModule } from '../../deps';
import { ok } from '../../http/reply';
import { serve } from '../../http/serve';
import { listLotteries, MENU_GROUPS } from '../../content/lottery/catalogue';
import { drawTime, latestIndex } from '../../content/lottery/draws';
import { lotteryMerchant } from '../../content/lottery/request';

/** Lotteries grouped for the lottery page's menu; empty groups are left out (src/contract/games/lottery.ts). */
export const lotteryMenuRoute: RouteModule = (app, deps) => {
  const db = deps.store.db;
  serve(app, deps, lotteryMenu, async (q, req) => {
    const merchant = lotteryMerchant(req, q);
    const now = Date.now();
    const lotteries = await listLotteries(db, merchant);
    const list = MENU_GROUPS.map(({ group, titleKey }) => ({
      group,
      titleKey,
      lotteries: lotteries
        .filter((l) => l.menuGroup === group)
        .map((l) => ({ code: l.code, name: l.name, gameType: l.gameType, nextDrawAt: drawTime(l, latestIndex(l, now) + 1) })),
    })).filter((g) => g.lotteries.length > 0);
    return ok({ list });
  });
};
