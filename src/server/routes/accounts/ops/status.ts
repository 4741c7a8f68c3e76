import { z } from 'zod';
import type { Db } from '../../../db/open';
import { requireOps } from '../../../auth/ops';
import type { RouteModule } from '../../../deps';
import { ok } from '../../../http/reply';
import { parseInput } from '../../../http/validate';
import { DEFAULT_MERCHANT, getMerchant } from '../../../services/merchant';
import { setMerchantStatus } from '../../../services/ops/merchants';
import { statusInfo } from '../../../services/status-info';
import { statusCode } from '../system/status';

const body = z.object({
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
  /** Free-form facts shown on the maintenance page, e.g. { maintenanceMessage, maintenanceEnd }. */
  info: z.record(z.string(), z.unknown()).optional(),
});

/** What the operator set plus the info the status call derives (see statusInfo). */
function statusView(db: Db) {
  const m = getMerchant(db, DEFAULT_MERCHANT);
  return { status: statusCode(m.maintenance, m.regionRestriction), maintenance: m.maintenance, regionRestriction: m.regionRestriction, operatorInfo: m.statusInfo, info: statusInfo(db, m.code) };
}

/** GET /ops/status reads it; PUT /ops/status switches maintenance and region restriction. */
export const opsStatusRoute: RouteModule = (app, { db, config }) => {
  app.get('/ops/status', (req) => {
    requireOps(req, { db, config });
    return ok(statusView(db));
  });
  app.put('/ops/status', (req) => {
    requireOps(req, { db, config });
    const s = parseInput(body, req.body);
    setMerchantStatus(db, DEFAULT_MERCHANT, s);
    return ok(statusView(db));
  });
};
