import { lotteryVnNumero } from '../../../contract/games/lottery';
import type { RouteModule } from '../../deps';
import { fail, ok } from '../../http/reply';
import { serve } from '../../http/serve';
import { requireLottery } from '../../content/lottery/catalogue';
import { drawByIssue, latestIndex, drawOf } from '../../content/lottery/draws';
import { lotteryMerchant } from '../../content/lottery/request';

/**
 * The full prize board of one Vietnamese draw, default the latest (src/contract/games/lottery.ts).
 * 400 for a digit lottery; 404 draw.notFound for a future or unknown issue.
 */
export const lotteryVnNumeroRoute: RouteModule = (app, deps) => {
  const db = deps.store.db;
  serve(app, deps, lotteryVnNumero, async (q, req) => {
    const merchant = lotteryMerchant(req, q);
    const l = await requireLottery(db, merchant, q.code);
    if (l.kind !== 'vn' || !l.region) fail(400, 'lottery.notVn', `${l.code} is not a Vietnamese lottery`, { field: 'code' });
    const now = Date.now();
    const draw = q.issue ? drawByIssue(l, q.issue, now) : drawOf(l, latestIndex(l, now));
    if (!draw) fail(404, 'draw.notFound', `${l.code} has no past draw ${q.issue}`);
    return ok({ code: l.code, name: l.name, region: l.region, issue: draw.issue, drawnAt: draw.drawnAt, prizes: draw.prizes! });
  });
};
