import { atomic } from '../../data/portable';
import type { StoreDb } from '../../data/store';
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
export async function updateRegisterSettings(db: StoreDb, merchantCode: string, current: RegisterSettings, patch: RegisterSettingsPatch): Promise<void> {
  await atomic(db, async (trx) => {
    for (const [field, change] of Object.entries(patch.fields ?? {})) {
      const next = { ...current.fields[field], ...change };
      await trx
        .updateTable('register_settings')
        .set({ enabled: next.enabled ? 1 : 0, required: next.required ? 1 : 0, pattern: next.pattern, message: next.message, min_length: next.minLength, max_length: next.maxLength })
        .where('merchant_code', '=', merchantCode)
        .where('field', '=', field)
        .execute();
    }
    if (patch.captcha) {
      await trx.updateTable('register_settings').set({ enabled: patch.captcha.enabled ? 1 : 0 }).where('merchant_code', '=', merchantCode).where('field', '=', 'captcha').execute();
    }
  });
}
