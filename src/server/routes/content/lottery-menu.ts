import type { RouteModule } from '../../deps';
import { ok } from '../../http/reply';
import { listLotteries, MENU_GROUPS } from '../../content/lottery/catalogue';
import { drawTime, latestIndex } from '../../content/lottery/draws';
import { lotteryQuery } from '../../content/lottery/request';

/** GET /lgw/lottery/menu: lotteries grouped for the lottery page's menu; empty groups are left out. */
export const lotteryMenuRoute: RouteModule = (app, { db }) => {
  app.get('/lgw/lottery/menu', async (req) => {
    const { merchant } = lotteryQuery(db, req, {});
    const now = Date.now();
    const lotteries = listLotteries(db, merchant);
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
