import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';

export const mallItemSchema = z.object({
  id: z.number().check(z.int()),
  kind: z.enum(['cash', 'goods']),
  name: z.string(),
  pointCost: z.number().check(z.int()),
  stock: z.number().check(z.int()),
  value: z.number(),
  imageUrl: z.string(),
});
export const mallItemsSchema = z.object({ list: z.array(mallItemSchema) });
export type MallItems = z.infer<typeof mallItemsSchema>;

/** GET /wps/mall/items: what the point mall offers, named in the player's language. */
export function getMallItems(opts: { language?: string } = {}, callOptions?: CallOptions): Promise<MallItems> {
  const query = opts.language ? { language: opts.language } : {};
  return call(mallItemsSchema, (signal) => api().options({ signal }).query(query).get('/wps/mall/items').json(), callOptions);
}

export const mallItemsEndpoint = defineEndpoint({
  name: 'mall.items',
  description: "The point mall's items (name in the player's language, point cost, stock, picture, cash value).",
  params: z.strictObject({}),
  session: true,
  run: (_params, env) => getMallItems({ language: env.language }, { signal: env.signal }),
});
