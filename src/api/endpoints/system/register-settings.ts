import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';

/** One registration field's rule: `pattern` (RE2 syntax, run in linear time) and the length bounds, 0 meaning none. */
export const fieldSettingSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  pattern: z.string(),
  message: z.string(),
  minLength: z.number().check(z.int(), z.nonnegative()),
  maxLength: z.number().check(z.int(), z.nonnegative()),
});
export type FieldSetting = z.infer<typeof fieldSettingSchema>;

/** GET /wps/system/setting/register: rules for every registration field, plus captcha on/off. */
export const registerSettingsSchema = z.object({
  fields: z.record(z.string(), fieldSettingSchema),
  captcha: z.object({ enabled: z.boolean() }),
});
export type RegisterSettings = z.infer<typeof registerSettingsSchema>;

export function getRegisterSettings(callOptions?: CallOptions): Promise<RegisterSettings> {
  return call(registerSettingsSchema, (signal) => api().options({ signal }).get('/wps/system/setting/register').json(), callOptions);
}

export const registerSettingsEndpoint = defineEndpoint({
  name: 'system.registerSettings',
  description: 'The rule of every registration field (enabled, required, pattern, message, lengths) and whether a captcha is asked.',
  params: z.strictObject({}),
  run: (_params, env) => getRegisterSettings({ signal: env.signal }),
});
