import { randomUUID } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import type { Db } from '../db/open';

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
export function issueCaptcha(db: Db, now = Date.now()): IssuedCaptcha {
  const made = svgCaptcha.create({ size: CAPTCHA_LENGTH, charPreset: '0123456789', noise: 2, width: 120, height: 44, background: '#f4f4f4' });
  const captchaId = randomUUID();
  db.prepare('DELETE FROM captchas WHERE expires_at <= ?').run(now);
  db.prepare('INSERT INTO captchas (id, answer, expires_at) VALUES (?, ?, ?)').run(captchaId, made.text, now + CAPTCHA_TTL_MS);
  const image = `data:image/svg+xml;base64,${Buffer.from(made.data).toString('base64')}`;
  return { captchaId, image, answer: made.text };
}

/** Single use: the captcha is consumed whether the answer is right or wrong. */
export function verifyCaptcha(db: Db, captchaId: string, answer: string, now = Date.now()): boolean {
  const row = db.prepare('DELETE FROM captchas WHERE id = ? RETURNING answer, expires_at AS expiresAt').get(captchaId) as
    | { answer: string; expiresAt: number }
    | undefined;
  if (!row || row.expiresAt <= now) return false;
  return row.answer === answer.trim();
}

/** The stored answer, for the operator test hook only. */
export function peekCaptchaAnswer(db: Db, captchaId: string): string | null {
  const row = db.prepare('SELECT answer FROM captchas WHERE id = ?').get(captchaId) as { answer: string } | undefined;
  return row?.answer ?? null;
}
