import type { StoreDb } from '../data/store';
import { fieldValueMatches } from './field-pattern';

export interface FieldSetting {
  enabled: boolean;
  required: boolean;
  /**
   * A regular expression the value must match when present, in the syntax both RE2 (the engine
   * that runs it) and JavaScript read: no lookaround, no backreferences.
   */
  pattern: string;
  /** Shown when the value does not match. */
  message: string;
  minLength: number;
  maxLength: number;
}

export interface RegisterSettings {
  fields: Record<string, FieldSetting>;
  captcha: { enabled: boolean };
}

export async function registerSettings(db: StoreDb, merchantCode: string): Promise<RegisterSettings> {
  const rows = await db
    .selectFrom('register_settings')
    .where('merchant_code', '=', merchantCode)
    .select(['field', 'enabled', 'required', 'pattern', 'message', 'min_length as minLength', 'max_length as maxLength'])
    .orderBy('field')
    .execute();
  const fields: Record<string, FieldSetting> = {};
  let captcha = { enabled: false };
  for (const { field, enabled, required, ...rest } of rows) {
    if (field === 'captcha') captcha = { enabled: enabled === 1 };
    else fields[field] = { enabled: enabled === 1, required: required === 1, ...rest };
  }
  return { fields, captcha };
}

/**
 * Checks submitted registration values against the merchant's rules: disabled fields are
 * ignored, empty optional ones pass, the rest must match the pattern. Returns the first
 * failing field and its configured message.
 */
export function checkRegistrationFields(
  settings: RegisterSettings,
  values: Record<string, string | undefined>,
  alwaysRequired: string[] = [],
  neverRequired: string[] = [],
): { field: string; message: string } | null {
  for (const [field, rule] of Object.entries(settings.fields)) {
    const mandatory = alwaysRequired.includes(field);
    if (!rule.enabled && !mandatory) continue;
    const value = (values[field] ?? '').trim();
    if (!value) {
      if (mandatory || (rule.required && !neverRequired.includes(field))) return { field, message: `${field} is required` };
      continue;
    }
    if (!fieldValueMatches(rule, value)) return { field, message: rule.message };
  }
  return null;
}
