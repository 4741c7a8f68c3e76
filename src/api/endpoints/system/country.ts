import { z } from 'zod/mini';
import { countries, type country } from '../../../contract/system/site';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { request } from '../../request';

/** A country with its dialing code (digits only, e.g. "86"). */
export type Country = z.infer<typeof country>;

export function getCountries(callOptions?: CallOptions): Promise<Country[]> {
  return request(countries, {}, callOptions);
}

export const countriesEndpoint = defineEndpoint({
  name: 'system.countries',
  description: 'Countries with their dialing codes (digits only), in display order.',
  call: countries,
  params: z.strictObject({}),
  run: (_params, env) => getCountries({ signal: env.signal }),
});
