import { z } from 'zod';
import type { RouteModule } from '../../deps';
import { ok } from '../../http/reply';
import { listLotteries } from '../../content/lottery/catalogue';
import { recentDraws } from '../../content/lottery/draws';
import { lotteryQuery } from '../../content/lottery/request';

/**
 * GET /lgw/lottery/vn/recent?region=&size=: the newest Vietnamese draws (special prize per draw),
 * across the VN lotteries (or one region), newest first; size 1..60, default 10.
 */
export const lotteryVnRecentRoute: RouteModule = (app, { db }) => {
  app.get('/lgw/lottery/vn/recent', async (req) => {
    const { q, merchant } = lotteryQuery(db, req, { region: z.enum(['north', 'south']).optional(), size: z.coerce.number().int().min(1).max(60).default(10) });
    const now = Date.now();
    const draws = listLotteries(db, merchant, 'vn')
      .filter((l) => !q.region || l.region === q.region)
      .flatMap((l) => recentDraws(l, now, q.size).map((d) => ({ code: l.code, name: l.name, region: l.region, issue: d.issue, drawnAt: d.drawnAt, special: d.prizes![0].numbers[0] })));
    draws.sort((a, b) => b.drawnAt - a.drawnAt || a.code.localeCompare(b.code));
    return ok({ list: draws.slice(0, q.size) });
  });
};
