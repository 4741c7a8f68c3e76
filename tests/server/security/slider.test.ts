import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import { openDatabase, type Db } from '../../../src/server/db/open';
import { checkSlider, issueSlider, peekSliderX, SLIDER_PASS_TTL_MS, SLIDER_TOLERANCE_PX, SLIDER_TTL_MS, spendSliderPass } from '../../../src/server/security/slider';

let db: Db;
beforeAll(() => { db = openDatabase(':memory:'); });
afterAll(() => db.close());

const png = (dataUrl: string) => PNG.sync.read(Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64'));

describe('slider puzzle', () => {
  it('serves a picture and a piece, keeping the gap position on the server', () => {
    const puzzle = issueSlider(db);
    const picture = png(puzzle.background);
    expect([picture.width, picture.height]).toEqual([puzzle.width, puzzle.height]);
    const piece = png(puzzle.piece);
    expect([piece.width, piece.height]).toEqual([puzzle.pieceSize, puzzle.pieceSize]);
    // Transparent outside the jigsaw shape, opaque inside.
    expect(piece.data[3]).toBe(0);
    expect(piece.data[(30 * piece.width + 20) * 4 + 3]).toBe(255);
    expect(JSON.stringify(puzzle)).not.toMatch(/"x"/);
    const x = peekSliderX(db, puzzle.sliderId)!;
    expect(x).toBeGreaterThan(puzzle.pieceSize);
    expect(x).toBeLessThanOrEqual(puzzle.width - puzzle.pieceSize);
  });

  it('accepts a drop within the tolerance and refuses one outside it', () => {
    const near = issueSlider(db);
    expect(checkSlider(db, near.sliderId, peekSliderX(db, near.sliderId)! + SLIDER_TOLERANCE_PX)).toMatch(/^[0-9a-f-]{36}$/);
    const far = issueSlider(db);
    expect(checkSlider(db, far.sliderId, peekSliderX(db, far.sliderId)! + SLIDER_TOLERANCE_PX + 1)).toBeNull();
  });

  it('is single use: a wrong drop spends it, so the position cannot be found by trying', () => {
    const puzzle = issueSlider(db);
    const x = peekSliderX(db, puzzle.sliderId)!;
    expect(checkSlider(db, puzzle.sliderId, 0)).toBeNull();
    expect(checkSlider(db, puzzle.sliderId, x)).toBeNull();
  });

  it('expires', () => {
    const now = Date.now();
    const puzzle = issueSlider(db, now);
    expect(checkSlider(db, puzzle.sliderId, peekSliderX(db, puzzle.sliderId)!, now + SLIDER_TTL_MS)).toBeNull();
  });

  it('gives a pass that each purpose spends once, until it expires', () => {
    const now = Date.now();
    const puzzle = issueSlider(db, now);
    const token = checkSlider(db, puzzle.sliderId, peekSliderX(db, puzzle.sliderId)!, now)!;
    expect(spendSliderPass(db, token, 'sms', now)).toBe(true);
    expect(spendSliderPass(db, token, 'sms', now)).toBe(false);
    expect(spendSliderPass(db, token, 'register', now + SLIDER_PASS_TTL_MS)).toBe(false);
    expect(spendSliderPass(db, token, 'register', now + SLIDER_PASS_TTL_MS - 1)).toBe(true);
    expect(spendSliderPass(db, 'not-a-pass', 'sms', now)).toBe(false);
    expect(spendSliderPass(db, undefined, 'sms', now)).toBe(false);
  });
});
