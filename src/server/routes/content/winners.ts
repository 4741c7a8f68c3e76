import { z } from 'zod';
import type { RouteModule } from '../../deps';
import { getSession } from '../../auth/session';
import { ok } from '../../http/reply';
import { parseInput } from '../../http/validate';
import { mediaUrl } from '../../content/media-urls';
import { merchantParam } from '../../content/merchant';
import { requestMerchant } from '../../services/merchant';
import { gameTypeCode, language, merchantFields } from '../../content/query-fields';

const query = z.object({ ...merchantFields, language, gameCategory: gameTypeCode.default('ALL'), limitNum: z.coerce.number().int().min(1).max(100).default(20) });

/** GET /wps/game/winners: latest big wins, largest first (value.list of { vo }). */
export const winnersRoute: RouteModule = (app, { db }) => {
  app.get('/wps/game/winners', async (req) => {
    const q = parseInput(query, req.query, 'query');
    const merchant = requestMerchant(db, getSession(db, req), merchantParam(q));
    const rows = db
      .prepare(
        `SELECT w.customer_name AS customerName, w.win_amount AS winAmount, w.won_at AS wonAt,
                g.game_name AS gameName, g.node_id AS nodeId, g.game_id AS gameId, g.game_type AS gameType, g.vassalage
           FROM winners w JOIN games g ON g.merchant_code = w.merchant_code AND g.node_id = w.node_id
          WHERE w.merchant_code = ? AND (? = 'ALL' OR g.game_type = ?)
          ORDER BY w.win_amount DESC, w.id LIMIT ?`,
      )
      .all(merchant, q.gameCategory, q.gameCategory, q.limitNum) as {
      customerName: string; winAmount: number; wonAt: number; gameName: string; nodeId: number; gameId: string; gameType: string; vassalage: string;
    }[];
    return ok({
      list: rows.map(({ wonAt, ...r }) => ({ vo: { ...r, winTime: new Date(wonAt).toISOString(), imageUrl: mediaUrl.game(r.gameId) } })),
    });
  });
};
