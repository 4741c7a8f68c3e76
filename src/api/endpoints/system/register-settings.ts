import { z } from 'zod/mini';
import { type fieldSetting, registerSettings, registerSettingsAnswer } from '../../../contract/system/site';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { request } from '../../request';

/** One registration field's rule: `pattern` (RE2 syntax, run in linear time) and the length bounds, 0 meaning none. */
export type FieldSetting = z.infer<typeof fieldSetting>;

/** Rules for every registration field, plus captcha on/off (the contract's answer, by the name tests and callers know). */
export const registerSettingsSchema = registerSettingsAnswer;
export type RegisterSettings = z.infer<typeof registerSettingsSchema>;

export function getRegisterSettings(callOptions?: CallOptions): Promise<RegisterSettings> {
  return request(registerSettings, {}, callOptions);
}

export const registerSettingsEndpoint = defineEndpoint({
  name: 'system.registerSettings',
  description: 'The rule of every registration field (enabled, required, pattern, message, lengths) and whether a captcha is asked.',
  call: registerSettings,
  params: z.strictObject({}),
  run: (_params, env) => getRegisterSettings({ signal: env.signal }),
});
