import { z } from 'zod';
import type { RouteModule } from '../../deps';
import { getSession } from '../../auth/session';
import { ok } from '../../http/reply';
import { parseInput } from '../../http/validate';
import { merchantParam } from '../../content/merchant';
import { requestMerchant } from '../../services/merchant';
import { merchantFields } from '../../content/query-fields';
import { loadGroupedVendors } from '../../content/vendor-sorting';

const query = z.object({ typeId: z.literal('1').default('1'), language: z.string().optional(), ...merchantFields });

/** GET /wps/game/vendorGameTypes: vendor sorting per category after the spec's grouping rule, plus the mapping. */
export const vendorGameTypesRoute: RouteModule = (app, { db }) => {
  app.get('/wps/game/vendorGameTypes', async (req) => {
    const q = parseInput(query, req.query, 'query');
    const merchant = requestMerchant(db, getSession(db, req), merchantParam(q));
    return ok(loadGroupedVendors(db, merchant));
  });
};
