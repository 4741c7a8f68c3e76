import { z } from 'zod';
import { requireOps } from '../../../auth/ops';
import type { RouteModule } from '../../../deps';
import { ok } from '../../../http/reply';
import { parseInput } from '../../../http/validate';
import { DEFAULT_MERCHANT, getMerchant } from '../../../services/merchant';
import { statusCode } from '../system/status';

const body = z.object({
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
  /** Free-form facts shown on the maintenance page, e.g. { maintenanceMessage, maintenanceEnd }. */
  info: z.record(z.string(), z.unknown()).optional(),
});

/** PUT /ops/status: switches maintenance and region restriction. */
export const opsStatusRoute: RouteModule = (app, { db, config }) => {
  app.put('/ops/status', (req) => {
    requireOps(req, config);
    const s = parseInput(body, req.body);
    const current = getMerchant(db, DEFAULT_MERCHANT);
    db.prepare('UPDATE merchants SET maintenance = ?, region_restriction = ?, status_info = ? WHERE code = ?').run(
      s.maintenance ? 1 : 0, s.regionRestriction ? 1 : 0, JSON.stringify(s.info ?? current.statusInfo), DEFAULT_MERCHANT,
    );
    const m = getMerchant(db, DEFAULT_MERCHANT);
    return ok({ status: statusCode(m.maintenance, m.regionRestriction), maintenance: m.maintenance, regionRestriction: m.regionRestriction, info: m.statusInfo });
  });
};
