import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type { Store, StoreDb } from '../data/store';
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
 * limit looks at every purpose: switching purpose must not buy a second message to the phone. The
 * check and the write are one transaction, so two requests at once cannot both send a code.
 */
export function issueSmsCode(store: Store, purpose: SmsPurpose, countryDialingCode: string, mobileNum: string, now = Date.now()): Promise<SmsIssued> {
  const code = String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
  return store.transaction(async (trx) => {
    const previous = await trx
      .selectFrom('sms_codes')
      .where('country_dialing_code', '=', countryDialingCode)
      .where('mobile_num', '=', mobileNum)
      .select((eb) => eb.fn.max('sent_at').as('sentAt'))
      .executeTakeFirst();
    const sentAt = previous?.sentAt == null ? null : Number(previous.sentAt);
    if (sentAt !== null && now - sentAt < SMS_RESEND_MS) {
      const waitSeconds = Math.ceil((sentAt + SMS_RESEND_MS - now) / 1000);
      fail(429, 'sms.tooFrequent', `Please wait ${waitSeconds} s before requesting another code`, { expirationTime: sentAt + SMS_RESEND_MS });
    }
    const fresh = { code, sent_at: now, expires_at: now + SMS_VALID_MS, wrong_tries: 0 };
    await trx
      .insertInto('sms_codes')
      .values({ purpose, country_dialing_code: countryDialingCode, mobile_num: mobileNum, ...fresh })
      .onConflict((oc) => oc.columns(['purpose', 'country_dialing_code', 'mobile_num']).doUpdateSet(fresh))
      .execute();
    return { code, expirationTime: now + SMS_RESEND_MS };
  });
}

/**
 * Checks a code without using it up (a flow that may still refuse for another reason checks
 * first and consumes only on success). A wrong code counts a try; the fifth wrong try burns it.
 * One statement reads and counts, so concurrent guesses cannot share a try (on PostgreSQL the
 * second waits for the first's row and counts on what it wrote).
 */
export async function checkSmsCode(db: StoreDb, purpose: SmsPurpose, countryDialingCode: string, mobileNum: string, code: string, now = Date.now()): Promise<boolean> {
  const typed = code.trim();
  const row = await db
    .updateTable('sms_codes')
    .set({
      wrong_tries: sql<number>`wrong_tries + CASE WHEN code = ${typed} THEN 0 ELSE 1 END`,
      expires_at: sql<number>`CASE WHEN code <> ${typed} AND wrong_tries + 1 >= ${SMS_MAX_WRONG_TRIES} THEN 0 ELSE expires_at END`,
    })
    .where('purpose', '=', purpose)
    .where('country_dialing_code', '=', countryDialingCode)
    .where('mobile_num', '=', mobileNum)
    .where('expires_at', '>', now)
    .returning('code')
    .executeTakeFirst();
  return row?.code === typed;
}

/** Makes the code unusable; answers false when it was already used (a concurrent request won). */
export async function consumeSmsCode(db: StoreDb, purpose: SmsPurpose, countryDialingCode: string, mobileNum: string, now = Date.now()): Promise<boolean> {
  const result = await db
    .updateTable('sms_codes')
    .set({ expires_at: 0 })
    .where('purpose', '=', purpose)
    .where('country_dialing_code', '=', countryDialingCode)
    .where('mobile_num', '=', mobileNum)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Single use: a matching code is consumed; a wrong one counts a try (see checkSmsCode). */
export async function verifySmsCode(db: StoreDb, purpose: SmsPurpose, countryDialingCode: string, mobileNum: string, code: string, now = Date.now()): Promise<boolean> {
  return (await checkSmsCode(db, purpose, countryDialingCode, mobileNum, code, now)) && consumeSmsCode(db, purpose, countryDialingCode, mobileNum, now);
}

/** Latest live code sent to a number (any purpose), for the operator test hook. */
export async function latestSmsCode(db: StoreDb, mobileNum: string, now = Date.now()): Promise<string | null> {
  const row = await db
    .selectFrom('sms_codes')
    .where('mobile_num', '=', mobileNum)
    .where('expires_at', '>', now)
    .orderBy('sent_at', 'desc')
    .select('code')
    .limit(1)
    .executeTakeFirst();
  return row?.code ?? null;
}
