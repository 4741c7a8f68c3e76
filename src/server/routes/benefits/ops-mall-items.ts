import { z } from 'zod';
import { requireOps } from '../../auth/ops';
import type { RouteModule } from '../../deps';
import { fail, ok } from '../../http/reply';
import { parseInput } from '../../http/validate';
import { changeMallItem, opsMallItem } from '../../services/benefits/ops-mall';
import { DEFAULT_MERCHANT } from '../../services/merchant';

const params = z.object({ id: z.coerce.number().int().positive() });
const body = z
  .object({ stock: z.number().int().min(0).max(1_000_000).optional(), pointCost: z.number().int().min(1).max(100_000_000).optional(), active: z.boolean().optional() })
  .strict()
  .refine((b) => Object.keys(b).length > 0, 'at least one change is required');

/** PATCH /ops/mall/items/:id { stock?, pointCost?, active? }: restock, reprice or withdraw a mall item. Answers the item. */
export const opsMallItemsRoute: RouteModule = (app, { db, config }) => {
  app.patch('/ops/mall/items/:id', (req) => {
    requireOps(req, { db, config });
    const { id } = parseInput(params, req.params, 'params');
    const p = parseInput(body, req.body);
    if (!changeMallItem(db, DEFAULT_MERCHANT, id, p)) fail(404, 'mall.itemNotFound', `No item ${id} in the point mall`);
    return ok(opsMallItem(db, id));
  });
};
