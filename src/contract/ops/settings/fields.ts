import { z } from 'zod/mini';

/** A whole number (ids, versions, times in epoch ms). */
export const whole = z.number().check(z.int());

/** What an operator may do: an editor reads and checks, a publisher also changes what players see. */
export const operatorRole = z.enum(['editor', 'publisher']);

/** One rule of the registration form (services/register-settings.ts). */
export const fieldSetting = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  /** A regular expression the value must match when present (RE2 and JavaScript syntax alike). */
  pattern: z.string(),
  /** Shown when the value does not match. */
  message: z.string(),
  minLength: whole,
  maxLength: whole,
});

/** The registration form's rules per field, and whether it asks for a captcha. */
export const registerSettingsAnswer = z.object({ fields: z.record(z.string(), fieldSetting), captcha: z.object({ enabled: z.boolean() }) });

/** The on/off switch map of the white-label features, by switch code. */
export const switchesAnswer = z.record(z.string(), z.boolean());

/** Texts by language (CN, EN) and text key. */
export const languages = z.record(z.string(), z.record(z.string(), z.string()));
