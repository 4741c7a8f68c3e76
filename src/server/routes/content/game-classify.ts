import { z } from 'zod';
import type { RouteModule } from '../../deps';
import { getSession } from '../../auth/session';
import { ok } from '../../http/reply';
import { parseInput } from '../../http/validate';
import { merchantParam } from '../../content/merchant';
import { requestMerchant } from '../../services/merchant';
import { code, gameTypeCode, merchantFields } from '../../content/query-fields';

const query = z.object({ ...merchantFields, gameType: gameTypeCode.default('RNG'), vassalage: code.optional() });

/** GET /wps/game/classify: the classify bar's tabs for a game type, each with the vendors that use it. */
export const gameClassifyRoute: RouteModule = (app, { db }) => {
  app.get('/wps/game/classify', async (req) => {
    const q = parseInput(query, req.query, 'query');
    const merchant = requestMerchant(db, getSession(db, req), merchantParam(q));
    const rows = db
      .prepare(
        `SELECT vassalage, classifications FROM games WHERE merchant_code = ? AND game_type = ?
           AND (? IS NULL OR upper(vassalage) = upper(?)) ORDER BY sort`,
      )
      .all(merchant, q.gameType, q.vassalage ?? null, q.vassalage ?? null) as { vassalage: string; classifications: string }[];
    const byKey = new Map<string, string[]>();
    for (const r of rows) {
      for (const key of r.classifications.split(',').filter(Boolean)) {
        const vendors = byKey.get(key) ?? [];
        if (!vendors.includes(r.vassalage)) vendors.push(r.vassalage);
        byKey.set(key, vendors);
      }
    }
    return ok({ list: [...byKey].map(([key, vendors]) => ({ key, vendors })) });
  });
};
