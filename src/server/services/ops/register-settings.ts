import type { Db } from '../../db/open';
import type { FieldSetting, RegisterSettings } from '../register-settings';

/** An operator's change to the registration form: some settings of some fields, and the captcha. */
export interface RegisterSettingsPatch {
  fields?: Record<string, Partial<FieldSetting>>;
  captcha?: { enabled: boolean };
}

/**
 * Writes a checked patch over the merchant's `current` settings in one transaction: each named field
 * gets its current setting with the patch's changes on top; the captcha only has `enabled`. The
 * caller has refused unknown fields and invalid patterns.
 */
export function updateRegisterSettings(db: Db, merchantCode: string, current: RegisterSettings, patch: RegisterSettingsPatch): void {
  const update = db.prepare(
    'UPDATE register_settings SET enabled = ?, required = ?, pattern = ?, message = ?, min_length = ?, max_length = ? WHERE merchant_code = ? AND field = ?',
  );
  db.transaction(() => {
    for (const [field, change] of Object.entries(patch.fields ?? {})) {
      const next = { ...current.fields[field], ...change };
      update.run(next.enabled ? 1 : 0, next.required ? 1 : 0, next.pattern, next.message, next.minLength, next.maxLength, merchantCode, field);
    }
    if (patch.captcha) db.prepare("UPDATE register_settings SET enabled = ? WHERE merchant_code = ? AND field = 'captcha'").run(patch.captcha.enabled ? 1 : 0, merchantCode);
  })();
}
