import { randomUUID } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import type { StoreDb } from '../data/store';

export const CAPTCHA_TTL_MS = 5 * 60 * 1000;
export const CAPTCHA_LENGTH = 4;

export interface IssuedCaptcha {
  captchaId: string;
  /** data: URL of the SVG image. */
  image: string;
  /** Kept server side; only exposed through the test hooks. */
  answer: string;
}

/** Creates a digits-only captcha (numeric keypad on phones) valid for 5 minutes. */
export async function issueCaptcha(db: StoreDb, now = Date.now()): Promise<IssuedCaptcha> {
  const made = svgCaptcha.create({ size: CAPTCHA_LENGTH, charPreset: '0123456789', noise: 2, width: 120, height: 44, background: '#f4f4f4' });
  const captchaId = randomUUID();
  await db.deleteFrom('captchas').where('expires_at', '<=', now).execute();
  await db.insertInto('captchas').values({ id: captchaId, answer: made.text, expires_at: now + CAPTCHA_TTL_MS }).execute();
  const image = `data:image/svg+xml;base64,${Buffer.from(made.data).toString('base64')}`;
  return { captchaId, image, answer: made.text };
}

/**
 * Single use: the captcha is consumed whether the answer is right or wrong. Taking it is one
 * statement, so of two requests sending the same captcha at once only one gets to check it.
 */
export async function verifyCaptcha(db: StoreDb, captchaId: string, answer: string, now = Date.now()): Promise<boolean> {
  const row = await db.deleteFrom('captchas').where('id', '=', captchaId).returning(['answer', 'expires_at as expiresAt']).executeTakeFirst();
  if (!row || row.expiresAt <= now) return false;
  return row.answer === answer.trim();
}

/** The stored answer, for the operator test hook only. */
export async function peekCaptchaAnswer(db: StoreDb, captchaId: string): Promise<string | null> {
  const row = await db.selectFrom('captchas').where('id', '=', captchaId).select('answer').executeTakeFirst();
  return row?.answer ?? null;
}
