import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';

/** GET /wps/system/settings/consolidated: languages, money format, download and social links. */
export const consolidatedSettingsSchema = z.object({
  merchantCode: z.string(),
  languages: z.array(z.string()),
  defaultLanguage: z.string(),
  currency: z.string(),
  moneyDecimals: z.number().check(z.int()),
  currencySymbol: z.string(),
  /** F (or empty): the symbol before the amount; B: after it. */
  currencyPosition: z.enum(['F', 'B']),
  downloadLinks: z.array(z.object({ resourceType: z.string(), url: z.string() })),
  socialLinks: z.array(z.object({ name: z.string(), url: z.string() })),
});
export type ConsolidatedSettings = z.infer<typeof consolidatedSettingsSchema>;

export function getConsolidatedSettings(callOptions?: CallOptions): Promise<ConsolidatedSettings> {
  return call(consolidatedSettingsSchema, (signal) => api().options({ signal }).get('/wps/system/settings/consolidated').json(), callOptions);
}

export const settingsEndpoint = defineEndpoint({
  name: 'system.settings',
  description: 'Languages, currency, its symbol and side (F before the amount, B after), money decimals, download links and social links of the merchant.',
  params: z.strictObject({}),
  run: (_params, env) => getConsolidatedSettings({ signal: env.signal }),
});
