import { z } from 'zod';
import type { RouteModule } from '../../deps';
import { fail, ok } from '../../http/reply';
import { requireLottery } from '../../content/lottery/catalogue';
import { drawByIssue, latestIndex, drawOf } from '../../content/lottery/draws';
import { lotteryCode, lotteryQuery } from '../../content/lottery/request';

/**
 * GET /lgw/lottery/vn/numero?code=&issue=YYYYMMDD: the full prize board of one Vietnamese draw
 * (default the latest). 400 for a digit lottery; 404 draw.notFound for a future or unknown issue.
 */
export const lotteryVnNumeroRoute: RouteModule = (app, { db }) => {
  app.get('/lgw/lottery/vn/numero', async (req) => {
    const { q, merchant } = lotteryQuery(db, req, { code: lotteryCode, issue: z.string().regex(/^\d{8}$/, 'must be a draw day YYYYMMDD').optional() });
    const l = requireLottery(db, merchant, q.code);
    if (l.kind !== 'vn') fail(400, 'lottery.notVn', `${l.code} is not a Vietnamese lottery`, { field: 'code' });
    const now = Date.now();
    const draw = q.issue ? drawByIssue(l, q.issue, now) : drawOf(l, latestIndex(l, now));
    if (!draw) fail(404, 'draw.notFound', `${l.code} has no past draw ${q.issue}`);
    return ok({ code: l.code, name: l.name, region: l.region, issue: draw.issue, drawnAt: draw.drawnAt, prizes: draw.prizes! });
  });
};
