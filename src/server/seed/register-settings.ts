import type { StoreDb } from '../data/store';
import type { FieldSetting } from '../services/register-settings';
import { insertRows } from './rows';

const f = (enabled: boolean, required: boolean, pattern: string, message: string, minLength: number, maxLength: number): FieldSetting => ({
  enabled, required, pattern, message, minLength, maxLength,
});

/**
 * Printable ASCII with at least one letter and one digit, in either order; the 6-20 length is in
 * minLength/maxLength because the linear-time pattern engine has no lookahead to say both at once.
 */
export const PASSWORD_PATTERN = '^[\\x21-\\x7e]*(?:[A-Za-z][\\x21-\\x7e]*\\d|\\d[\\x21-\\x7e]*[A-Za-z])[\\x21-\\x7e]*$';
/** The password pattern merchants were seeded with before patterns ran on the linear-time engine. */
export const LOOKAHEAD_PASSWORD_PATTERN = '^(?=.*[A-Za-z])(?=.*\\d)[\\x21-\\x7e]{6,20}$';

/** Every registration field of the spec, plus the captcha (only `enabled` matters for it). */
export const DEFAULT_REGISTER_SETTINGS: Record<string, FieldSetting> = {
  username: f(true, true, '^[A-Za-z][A-Za-z0-9]{3,15}$', 'Username: 4-16 letters or digits, starting with a letter', 4, 16),
  password: f(true, true, PASSWORD_PATTERN, 'Password: 6-20 characters with letters and digits', 6, 20),
  paymentPassword: f(false, false, '^\\d{6}$', 'Payment password: 6 digits', 6, 6),
  mobileNum: f(true, false, '^\\d{6,15}$', 'Mobile number: 6-15 digits', 6, 15),
  verificationCode: f(true, false, '^\\d{4,10}$', 'Verification code: 4-10 digits', 4, 10),
  idNumber: f(false, false, '^[A-Za-z0-9]{6,20}$', 'ID number: 6-20 letters or digits', 6, 20),
  qqNum: f(false, false, '^\\d{5,12}$', 'QQ number: 5-12 digits', 5, 12),
  facebook: f(false, false, '^[\\w.\\-]{3,50}$', 'Facebook: 3-50 letters, digits, dots or dashes', 3, 50),
  wechat: f(false, false, '^[A-Za-z][\\w\\-]{5,19}$', 'WeChat: 6-20 characters starting with a letter', 6, 20),
  line: f(false, false, '^[\\w.\\-]{4,20}$', 'LINE: 4-20 letters, digits, dots or dashes', 4, 20),
  whatsapp: f(false, false, '^\\+?\\d{6,15}$', 'WhatsApp: 6-15 digits', 6, 16),
  zalo: f(false, false, '^\\d{6,15}$', 'Zalo: 6-15 digits', 6, 15),
  email: f(true, false, '^\\w+([.\\-]\\w+)*@\\w+([.\\-]\\w+)*\\.[A-Za-z]{2,3}$', 'E-mail address is incorrect', 5, 64),
  nickname: f(true, false, '^[^<>"\'&]{2,16}$', 'Nickname: 2-16 characters, no < > " \' &', 2, 16),
  payeeName: f(false, false, '^[^<>"\'&\\d]{2,30}$', 'Payee name: 2-30 characters, no digits', 2, 30),
  recommenderId: f(false, false, '^[A-Za-z0-9]{4,16}$', 'Recommender: 4-16 letters or digits', 4, 16),
  birthday: f(true, false, '^(19\\d{2}|2\\d{3})-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$', 'Birthday: YYYY-MM-DD from 1900', 10, 10),
  affiliateCode: f(true, false, '^[A-Za-z0-9]{4,16}$', 'invitation code error', 4, 16),
  captcha: f(true, true, '^\\d{4,6}$', 'enter code', 4, 6),
};

export async function seedRegisterSettings(db: StoreDb, merchantCode: string): Promise<void> {
  await insertRows(db, 'register_settings', Object.entries(DEFAULT_REGISTER_SETTINGS).map(([field, s]) => ({
    merchant_code: merchantCode, field, enabled: s.enabled ? 1 : 0, required: s.required ? 1 : 0, pattern: s.pattern, message: s.message, min_length: s.minLength, max_length: s.maxLength,
  })));
}
