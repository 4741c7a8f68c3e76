import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';

/** GET /wps/system/country: countries with dialing codes (digits only, e.g. "86"). */
export const countrySchema = z.object({ code: z.string(), name: z.string(), dialingCode: z.string().check(z.regex(/^\d{1,4}$/)) });
export const countriesSchema = z.array(countrySchema);
export type Country = z.infer<typeof countrySchema>;

export function getCountries(callOptions?: CallOptions): Promise<Country[]> {
  return call(countriesSchema, (signal) => api().options({ signal }).get('/wps/system/country').json(), callOptions);
}

export const countriesEndpoint = defineEndpoint({
  name: 'system.countries',
  description: 'Countries with their dialing codes (digits only), in display order.',
  params: z.strictObject({}),
  run: (_params, env) => getCountries({ signal: env.signal }),
});
