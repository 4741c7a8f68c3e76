import { z } from 'zod';
import { requireOps } from '../../../auth/ops';
import type { RouteModule } from '../../../deps';
import { ok } from '../../../http/reply';
import { parseInput } from '../../../http/validate';
import { listAudit } from '../../../services/audit';
import { layoutIdParams, targetMerchant } from './target-merchant';

const query = z.object({
  document: layoutIdParams.shape.id.optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
});

/** GET /ops/audit?merchant=&document=&limit=: who changed what and when, newest first (any operator may read it). */
export const opsAuditRoute: RouteModule = (app, { db, config }) => {
  app.get('/ops/audit', (req) => {
    requireOps(req, { db, config });
    const merchant = targetMerchant(db, req.query);
    const { document, limit } = parseInput(query, req.query, 'query');
    return ok({ list: listAudit(db, merchant, { document, limit }) });
  });
};
