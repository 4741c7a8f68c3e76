import { z } from 'zod/mini';
import { consolidatedSettings } from '../../../contract/system/site';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { request } from '../../request';

/** Languages, money format, download and social links (the contract's answer, by the name tests and callers know). */
export const consolidatedSettingsSchema = consolidatedSettings.answer;
export type ConsolidatedSettings = z.infer<typeof consolidatedSettingsSchema>;

export function getConsolidatedSettings(callOptions?: CallOptions): Promise<ConsolidatedSettings> {
  return request(consolidatedSettings, {}, callOptions);
}

export const settingsEndpoint = defineEndpoint({
  name: 'system.settings',
  description: 'Languages, currency, its symbol and side (F before the amount, B after), money decimals, download links and social links of the merchant.',
  call: consolidatedSettings,
  params: z.strictObject({}),
  run: (_params, env) => getConsolidatedSettings({ signal: env.signal }),
});
