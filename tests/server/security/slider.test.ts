import { beforeAll, describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import type { StoreDb } from '../../../src/server/data/store';
import { checkSlider, issueSlider, peekSliderX, SLIDER_PASS_TTL_MS, SLIDER_TOLERANCE_PX, SLIDER_TTL_MS, spendSliderPass } from '../../../src/server/security/slider';
import { bothEngines } from '../../support/engines';

const png = (dataUrl: string) => PNG.sync.read(Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64'));

describe.each(bothEngines())('slider puzzle on $engine', (engine) => {
  let db: StoreDb;
  beforeAll(async () => {
    db = (await engine.open()).db;
  });
  const gapOf = async (sliderId: string) => (await peekSliderX(db, sliderId))!;
  const solved = async (now = Date.now()) => {
    const puzzle = await issueSlider(db, now);
    return (await checkSlider(db, puzzle.sliderId, await gapOf(puzzle.sliderId), now))!;
  };

  it('serves a picture and a piece, keeping the gap position on the server', async () => {
    const puzzle = await issueSlider(db);
    const picture = png(puzzle.background);
    expect([picture.width, picture.height]).toEqual([puzzle.width, puzzle.height]);
    const piece = png(puzzle.piece);
    expect([piece.width, piece.height]).toEqual([puzzle.pieceSize, puzzle.pieceSize]);
    // Transparent outside the jigsaw shape, opaque inside.
    expect(piece.data[3]).toBe(0);
    expect(piece.data[(30 * piece.width + 20) * 4 + 3]).toBe(255);
    expect(JSON.stringify(puzzle)).not.toMatch(/"x"/);
    const x = await gapOf(puzzle.sliderId);
    expect(x).toBeGreaterThan(puzzle.pieceSize);
    expect(x).toBeLessThanOrEqual(puzzle.width - puzzle.pieceSize);
  });

  it('accepts a drop within the tolerance and refuses one outside it', async () => {
    const near = await issueSlider(db);
    expect(await checkSlider(db, near.sliderId, (await gapOf(near.sliderId)) + SLIDER_TOLERANCE_PX)).toMatch(/^[0-9a-f-]{36}$/);
    const far = await issueSlider(db);
    expect(await checkSlider(db, far.sliderId, (await gapOf(far.sliderId)) + SLIDER_TOLERANCE_PX + 1)).toBeNull();
  });

  it('is single use: a wrong drop spends it, so the position cannot be found by trying', async () => {
    const puzzle = await issueSlider(db);
    const x = await gapOf(puzzle.sliderId);
    expect(await checkSlider(db, puzzle.sliderId, 0)).toBeNull();
    expect(await checkSlider(db, puzzle.sliderId, x)).toBeNull();
  });

  it('of five right drops sent at once, one gets a pass', async () => {
    const puzzle = await issueSlider(db);
    const x = await gapOf(puzzle.sliderId);
    const passes = await Promise.all(Array.from({ length: 5 }, () => checkSlider(db, puzzle.sliderId, x)));
    expect(passes.filter((p) => p !== null)).toHaveLength(1);
  });

  it('expires', async () => {
    const now = Date.now();
    const puzzle = await issueSlider(db, now);
    expect(await checkSlider(db, puzzle.sliderId, await gapOf(puzzle.sliderId), now + SLIDER_TTL_MS)).toBeNull();
  });

  it('gives a pass that each purpose spends once, until it expires', async () => {
    const now = Date.now();
    const token = await solved(now);
    expect(await spendSliderPass(db, token, 'sms', now)).toBe(true);
    expect(await spendSliderPass(db, token, 'sms', now)).toBe(false);
    expect(await spendSliderPass(db, token, 'register', now + SLIDER_PASS_TTL_MS)).toBe(false);
    expect(await spendSliderPass(db, token, 'register', now + SLIDER_PASS_TTL_MS - 1)).toBe(true);
    expect(await spendSliderPass(db, 'not-a-pass', 'sms', now)).toBe(false);
    expect(await spendSliderPass(db, undefined, 'sms', now)).toBe(false);
  });

  it('a pass spent by several requests at once goes to one per purpose', async () => {
    const token = await solved();
    const spends = await Promise.all((['sms', 'sms', 'sms', 'register', 'register'] as const).map((purpose) => spendSliderPass(db, token, purpose)));
    expect(spends).toHaveLength(5);
    expect(spends.slice(0, 3).filter(Boolean)).toHaveLength(1);
    expect(spends.slice(3).filter(Boolean)).toHaveLength(1);
  });
});
