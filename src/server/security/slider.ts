import { sql } from 'kysely';
import { randomInt, randomUUID } from 'node:crypto';
import type { StoreDb } from '../data/store';
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
export async function issueSlider(db: StoreDb, now = Date.now()): Promise<IssuedSlider> {
  // Never at the very start, so an undragged piece is never right.
  const x = randomInt(PIECE_SIZE + 20, SLIDER_WIDTH - PIECE_SIZE + 1);
  const y = randomInt(4, SLIDER_HEIGHT - PIECE_SIZE - 3);
  const sliderId = randomUUID();
  const expiresAt = now + SLIDER_TTL_MS;
  await db.deleteFrom('slider_challenges').where('expires_at', '<=', now).execute();
  await db.insertInto('slider_challenges').values({ id: sliderId, x, expires_at: expiresAt }).execute();
  return { sliderId, width: SLIDER_WIDTH, height: SLIDER_HEIGHT, pieceSize: PIECE_SIZE, pieceY: y, ...drawPuzzle(x, y), expiresAt };
}

/**
 * Single use: the puzzle is spent by any answer, right or wrong, so its position cannot be found by
 * trying (taking it is one statement: two answers sent at once cannot both be checked). A right
 * answer gives a pass token.
 */
export async function checkSlider(db: StoreDb, sliderId: string, sliderX: number, now = Date.now()): Promise<string | null> {
  const row = await db.deleteFrom('slider_challenges').where('id', '=', sliderId).returning(['x', 'expires_at as expiresAt']).executeTakeFirst();
  if (!row || row.expiresAt <= now || Math.abs(row.x - sliderX) > SLIDER_TOLERANCE_PX) return null;
  const token = randomUUID();
  await db.deleteFrom('slider_passes').where('expires_at', '<=', now).execute();
  await db.insertInto('slider_passes').values({ token, expires_at: now + SLIDER_PASS_TTL_MS }).execute();
  return token;
}

/**
 * Spends a pass on one purpose, in one conditional statement: of two requests at once only one
 * finds the purpose unspent (on PostgreSQL the second waits for the first's row and reads it again).
 */
export async function spendSliderPass(db: StoreDb, token: string | undefined, purpose: SliderPurpose, now = Date.now()): Promise<boolean> {
  if (!token) return false;
  // `used` lists the purposes spent, each followed by a comma; purposes are plain words (no LIKE wildcards).
  const mark = `${purpose},`;
  const result = await db
    .updateTable('slider_passes')
    .set({ used: sql<string>`used || ${mark}` })
    .where('token', '=', token)
    .where('expires_at', '>', now)
    .where('used', 'not like', `%${mark}%`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The gap's position, for the operator test hook only. */
export async function peekSliderX(db: StoreDb, sliderId: string): Promise<number | null> {
  const row = await db.selectFrom('slider_challenges').where('id', '=', sliderId).select('x').executeTakeFirst();
  return row?.x ?? null;
}
