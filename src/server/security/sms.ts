import { randomInt } from 'node:crypto';
import type { Db } from '../db/open';
import { fail } from '../http/reply';

/** One code per number and purpose every 60 s; a code stays valid 5 minutes. */
export const SMS_RESEND_MS = 60_000;
export const SMS_VALID_MS = 5 * 60_000;
export const SMS_CODE_LENGTH = 6;

export type SmsPurpose = 'login' | 'register' | 'password';

export interface SmsIssued {
  code: string;
  /** Epoch ms when the next code may be requested; the client counts down to it. */
  expirationTime: number;
}

/** Creates and stores a code; the platform logs it instead of sending (no SMS gateway). */
export function issueSmsCode(db: Db, purpose: SmsPurpose, countryDialingCode: string, mobileNum: string, now = Date.now()): SmsIssued {
  const previous = db
    .prepare('SELECT sent_at AS sentAt FROM sms_codes WHERE purpose = ? AND country_dialing_code = ? AND mobile_num = ?')
    .get(purpose, countryDialingCode, mobileNum) as { sentAt: number } | undefined;
  if (previous && now - previous.sentAt < SMS_RESEND_MS) {
    const waitSeconds = Math.ceil((previous.sentAt + SMS_RESEND_MS - now) / 1000);
    fail(429, 'sms.tooFrequent', `Please wait ${waitSeconds} s before requesting another code`, { expirationTime: previous.sentAt + SMS_RESEND_MS });
  }
  const code = String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
  db.prepare(
    `INSERT INTO sms_codes (purpose, country_dialing_code, mobile_num, code, sent_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT(purpose, country_dialing_code, mobile_num) DO UPDATE SET code = excluded.code, sent_at = excluded.sent_at, expires_at = excluded.expires_at`,
  ).run(purpose, countryDialingCode, mobileNum, code, now, now + SMS_VALID_MS);
  return { code, expirationTime: now + SMS_RESEND_MS };
}

/** Single use: a matching code is consumed; a wrong one leaves the code in place. */
export function verifySmsCode(db: Db, purpose: SmsPurpose, countryDialingCode: string, mobileNum: string, code: string, now = Date.now()): boolean {
  const row = db
    .prepare('SELECT code, expires_at AS expiresAt FROM sms_codes WHERE purpose = ? AND country_dialing_code = ? AND mobile_num = ?')
    .get(purpose, countryDialingCode, mobileNum) as { code: string; expiresAt: number } | undefined;
  if (!row || row.expiresAt <= now || row.code !== code.trim()) return false;
  // Keep sent_at (the resend limit still applies) but make the code unusable.
  db.prepare('UPDATE sms_codes SET expires_at = 0 WHERE purpose = ? AND country_dialing_code = ? AND mobile_num = ?').run(purpose, countryDialingCode, mobileNum);
  return true;
}

/** Latest live code sent to a number (any purpose), for the operator test hook. */
export function latestSmsCode(db: Db, mobileNum: string, now = Date.now()): string | null {
  const row = db
    .prepare('SELECT code FROM sms_codes WHERE mobile_num = ? AND expires_at > ? ORDER BY sent_at DESC LIMIT 1')
    .get(mobileNum, now) as { code: string } | undefined;
  return row?.code ?? null;
}
