import { randomInt } from 'node:crypto';
import type { Db } from '../db/open';
import { fail } from '../http/reply';

/** One code per number every 60 s, whatever the purpose; a code stays valid 5 minutes. */
export const SMS_RESEND_MS = 60_000;
export const SMS_VALID_MS = 5 * 60_000;
export const SMS_CODE_LENGTH = 6;
/** A code is burned after this many wrong tries, so 6 digits cannot be guessed within its life. */
export const SMS_MAX_WRONG_TRIES = 5;

export type SmsPurpose = 'login' | 'register' | 'password';

export interface SmsIssued {
  code: string;
  /** Epoch ms when the next code may be requested; the client counts down to it. */
  expirationTime: number;
}

/**
 * Creates and stores a code; the platform logs it instead of sending (no SMS gateway). The resend
 * limit looks at every purpose: switching purpose must not buy a second message to the phone.
 */
export function issueSmsCode(db: Db, purpose: SmsPurpose, countryDialingCode: string, mobileNum: string, now = Date.now()): SmsIssued {
  const previous = db
    .prepare('SELECT MAX(sent_at) AS sentAt FROM sms_codes WHERE country_dialing_code = ? AND mobile_num = ?')
    .get(countryDialingCode, mobileNum) as { sentAt: number | null } | undefined;
  const sentAt = previous?.sentAt ?? null;
  if (sentAt !== null && now - sentAt < SMS_RESEND_MS) {
    const waitSeconds = Math.ceil((sentAt + SMS_RESEND_MS - now) / 1000);
    fail(429, 'sms.tooFrequent', `Please wait ${waitSeconds} s before requesting another code`, { expirationTime: sentAt + SMS_RESEND_MS });
  }
  const code = String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
  db.prepare(
    `INSERT INTO sms_codes (purpose, country_dialing_code, mobile_num, code, sent_at, expires_at, wrong_tries) VALUES (?, ?, ?, ?, ?, ?, 0)
     ON CONFLICT(purpose, country_dialing_code, mobile_num)
     DO UPDATE SET code = excluded.code, sent_at = excluded.sent_at, expires_at = excluded.expires_at, wrong_tries = 0`,
  ).run(purpose, countryDialingCode, mobileNum, code, now, now + SMS_VALID_MS);
  return { code, expirationTime: now + SMS_RESEND_MS };
}

/**
 * Checks a code without using it up (a flow that may still refuse for another reason checks
 * first and consumes only on success). A wrong code counts a try; the fifth wrong try burns it.
 * One statement reads and counts, so concurrent guesses cannot share a try.
 */
export function checkSmsCode(db: Db, purpose: SmsPurpose, countryDialingCode: string, mobileNum: string, code: string, now = Date.now()): boolean {
  const row = db
    .prepare(
      `UPDATE sms_codes SET
         wrong_tries = wrong_tries + CASE WHEN code = @code THEN 0 ELSE 1 END,
         expires_at = CASE WHEN code <> @code AND wrong_tries + 1 >= @maxTries THEN 0 ELSE expires_at END
       WHERE purpose = @purpose AND country_dialing_code = @dial AND mobile_num = @mobile AND expires_at > @now
       RETURNING code = @code AS matched`,
    )
    .get({ code: code.trim(), maxTries: SMS_MAX_WRONG_TRIES, purpose, dial: countryDialingCode, mobile: mobileNum, now }) as { matched: number } | undefined;
  return row?.matched === 1;
}

/** Makes the code unusable; answers false when it was already used (a concurrent request won). */
export function consumeSmsCode(db: Db, purpose: SmsPurpose, countryDialingCode: string, mobileNum: string, now = Date.now()): boolean {
  return db
    .prepare('UPDATE sms_codes SET expires_at = 0 WHERE purpose = ? AND country_dialing_code = ? AND mobile_num = ? AND expires_at > ?')
    .run(purpose, countryDialingCode, mobileNum, now).changes === 1;
}

/** Single use: a matching code is consumed; a wrong one counts a try (see checkSmsCode). */
export function verifySmsCode(db: Db, purpose: SmsPurpose, countryDialingCode: string, mobileNum: string, code: string, now = Date.now()): boolean {
  return checkSmsCode(db, purpose, countryDialingCode, mobileNum, code, now) && consumeSmsCode(db, purpose, countryDialingCode, mobileNum, now);
}

/** Latest live code sent to a number (any purpose), for the operator test hook. */
export function latestSmsCode(db: Db, mobileNum: string, now = Date.now()): string | null {
  const row = db
    .prepare('SELECT code FROM sms_codes WHERE mobile_num = ? AND expires_at > ? ORDER BY sent_at DESC LIMIT 1')
    .get(mobileNum, now) as { code: string } | undefined;
  return row?.code ?? null;
}
