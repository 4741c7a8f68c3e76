import { z } from 'zod/mini';
import { vendorGameTypes } from '../../../contract/games/catalogue';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { request } from '../../request';
import { filledOnly } from './schemas';

export type VendorGameTypes = z.infer<typeof vendorGameTypes.answer>;

/** Lobby categories and their vendors. */
export function getVendorGameTypes(opts: { merchantCode?: string; language?: string } = {}, callOptions?: CallOptions): Promise<VendorGameTypes> {
  return request(vendorGameTypes, filledOnly({ typeId: '1' as const, merchant_code: opts.merchantCode, language: opts.language }), callOptions);
}

export const vendorGameTypesEndpoint = defineEndpoint({
  name: 'games.vendorGameTypes',
  description: 'The lobby categories with their vendors and game counts, and the category-to-vendors mapping (after the grouping rule).',
  call: vendorGameTypes,
  params: z.strictObject({}),
  run: (_params, env) => getVendorGameTypes({ merchantCode: env.merchantCode, language: env.language }, { signal: env.signal }),
});
