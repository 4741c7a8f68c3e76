import { z } from 'zod';
import { requireOps } from '../../../auth/ops';
import type { RouteModule } from '../../../deps';
import { ok } from '../../../http/reply';
import { parseInput } from '../../../http/validate';
import { listAudit } from '../../../services/audit';
import { DEFAULT_MERCHANT } from '../../../services/merchant';

const query = z.object({
  merchant: z.string().trim().regex(/^[A-Z][A-Z0-9_]{1,31}$/).optional(),
  document: z.string().regex(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/).optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
});

/** GET /ops/audit?merchant=&document=&limit=: who changed what and when, newest first (any operator may read it). */
export const opsAuditRoute: RouteModule = (app, { db, config }) => {
  app.get('/ops/audit', (req) => {
    requireOps(req, { db, config });
    const { merchant, document, limit } = parseInput(query, req.query, 'query');
    return ok({ list: listAudit(db, merchant ?? DEFAULT_MERCHANT, { document, limit }) });
  });
};
