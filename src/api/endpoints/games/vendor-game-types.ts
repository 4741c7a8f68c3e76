import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { definedOnly } from './schemas';

export const vendorCategorySchema = z.object({
  gameCategory: z.string(),
  gameCount: z.number().check(z.int()),
  vendorNames: z.array(z.object({ vassalage: z.string(), accountTypeName: z.string(), gameCount: z.number().check(z.int()) })),
});
export const vendorGameTypesSchema = z.object({
  vendorSorting: z.array(vendorCategorySchema),
  /** Category -> vendor codes, after the grouping rule (ESPORTS/COCKFIGHT split out, LOTT folded into ELOTT). */
  mapping: z.record(z.string(), z.array(z.string())),
});
export type VendorGameTypes = z.infer<typeof vendorGameTypesSchema>;

/** GET /wps/game/vendorGameTypes: lobby categories and their vendors. */
export function getVendorGameTypes(opts: { merchantCode?: string; language?: string } = {}, callOptions?: CallOptions): Promise<VendorGameTypes> {
  const query = definedOnly({ typeId: 1, merchant_code: opts.merchantCode, language: opts.language });
  return call(vendorGameTypesSchema, (signal) => api().options({ signal }).query(query).get('/wps/game/vendorGameTypes').json(), callOptions);
}

export const vendorGameTypesEndpoint = defineEndpoint({
  name: 'games.vendorGameTypes',
  description: 'The lobby categories with their vendors and game counts, and the category-to-vendors mapping (after the grouping rule).',
  params: z.strictObject({}),
  run: (_params, env) => getVendorGameTypes({ merchantCode: env.merchantCode, language: env.language }, { signal: env.signal }),
});
