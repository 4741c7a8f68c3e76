import { randomInt, randomUUID } from 'node:crypto';
import type { Db } from '../db/open';
import { drawPuzzle, PIECE_SIZE, SLIDER_HEIGHT, SLIDER_WIDTH } from './slider-image';

/** A puzzle must be solved within 2 minutes of being served. */
export const SLIDER_TTL_MS = 2 * 60 * 1000;
/** A solved puzzle vouches for the requests that follow it for 5 minutes. */
export const SLIDER_PASS_TTL_MS = 5 * 60 * 1000;
/** How far (image pixels) the dropped piece may sit from the gap: a finger is not a mouse. */
export const SLIDER_TOLERANCE_PX = 6;

/** What a passed slider may be spent on, once each: one SMS code, one registration. */
export type SliderPurpose = 'sms' | 'register';

export interface IssuedSlider {
  sliderId: string;
  width: number;
  height: number;
  pieceSize: number;
  /** Where the piece sits vertically; the player finds where it goes horizontally. */
  pieceY: number;
  background: string;
  piece: string;
  expiresAt: number;
}

/** A fresh puzzle: the gap's position stays on the server. */
export function issueSlider(db: Db, now = Date.now()): IssuedSlider {
  // Never at the very start, so an undragged piece is never right.
  const x = randomInt(PIECE_SIZE + 20, SLIDER_WIDTH - PIECE_SIZE + 1);
  const y = randomInt(4, SLIDER_HEIGHT - PIECE_SIZE - 3);
  const sliderId = randomUUID();
  const expiresAt = now + SLIDER_TTL_MS;
  db.prepare('DELETE FROM slider_challenges WHERE expires_at <= ?').run(now);
  db.prepare('INSERT INTO slider_challenges (id, x, expires_at) VALUES (?, ?, ?)').run(sliderId, x, expiresAt);
  return { sliderId, width: SLIDER_WIDTH, height: SLIDER_HEIGHT, pieceSize: PIECE_SIZE, pieceY: y, ...drawPuzzle(x, y), expiresAt };
}

/**
 * Single use: the puzzle is spent by any answer, right or wrong, so its position cannot be found by
 * trying. A right answer gives a pass token.
 */
export function checkSlider(db: Db, sliderId: string, sliderX: number, now = Date.now()): string | null {
  const row = db.prepare('DELETE FROM slider_challenges WHERE id = ? RETURNING x, expires_at AS expiresAt').get(sliderId) as
    | { x: number; expiresAt: number }
    | undefined;
  if (!row || row.expiresAt <= now || Math.abs(row.x - sliderX) > SLIDER_TOLERANCE_PX) return null;
  const token = randomUUID();
  db.prepare('DELETE FROM slider_passes WHERE expires_at <= ?').run(now);
  db.prepare('INSERT INTO slider_passes (token, expires_at) VALUES (?, ?)').run(token, now + SLIDER_PASS_TTL_MS);
  return token;
}

/** Spends a pass on one purpose, in one statement (two requests at once cannot both spend it). */
export function spendSliderPass(db: Db, token: string | undefined, purpose: SliderPurpose, now = Date.now()): boolean {
  if (!token) return false;
  const spent = db
    .prepare(`UPDATE slider_passes SET used = used || ? WHERE token = ? AND expires_at > ? AND instr(used, ?) = 0 RETURNING token`)
    .get(`${purpose},`, token, now, `${purpose},`);
  return spent !== undefined;
}

/** The gap's position, for the operator test hook only. */
export function peekSliderX(db: Db, sliderId: string): number | null {
  const row = db.prepare('SELECT x FROM slider_challenges WHERE id = ?').get(sliderId) as { x: number } | undefined;
  return row?.x ?? null;
}
