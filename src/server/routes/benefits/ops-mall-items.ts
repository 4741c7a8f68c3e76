import { z } from 'zod';
import { requireOps } from '../../auth/ops';
import type { RouteModule } from '../../deps';
import { fail, ok } from '../../http/reply';
import { parseInput } from '../../http/validate';
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
    const sets = Object.entries({ stock: p.stock, point_cost: p.pointCost, active: p.active === undefined ? undefined : Number(p.active) }).filter(([, v]) => v !== undefined);
    const r = db.prepare(`UPDATE mall_items SET ${sets.map(([k]) => `${k} = ?`).join(', ')} WHERE id = ? AND merchant_code = ?`).run(...sets.map(([, v]) => v), id, DEFAULT_MERCHANT);
    if (r.changes === 0) fail(404, 'mall.itemNotFound', `No item ${id} in the point mall`);
    const item = db.prepare('SELECT id, kind, names, point_cost AS pointCost, stock, value_cents / 100.0 AS value, active FROM mall_items WHERE id = ?').get(id) as Record<string, unknown>;
    return ok({ ...item, active: item.active === 1, names: JSON.parse(String(item.names)) });
  });
};
