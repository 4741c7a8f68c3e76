import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lottery } from '../../../src/server/content/lottery/catalogue';
import { drawByIssue, drawOf, issueOf, latestIndex, recentDraws } from '../../../src/server/content/lottery/draws';
import { startTestApp, type TestApp } from '../helpers';

const fast: Lottery = { code: '5D', name: '5D', gameType: 'ELOTT', vassalage: 'TCG_SEA', kind: 'digits', region: '', digits: 5, intervalSeconds: 300, offsetSeconds: 0, drawSeed: 'seed-a', menuGroup: 'fast' };
const north: Lottery = { ...fast, code: 'VN_NORTH', kind: 'vn', region: 'north', digits: 0, intervalSeconds: 86_400, offsetSeconds: 40_500, menuGroup: 'vn' };
const NOW = Date.UTC(2025, 4, 20, 12, 2, 30);

describe('lottery draws', () => {
  it('are fixed per seed and issue, differ between seeds, and are never in the future', () => {
    expect(drawOf(fast, 100)).toEqual(drawOf(fast, 100));
    expect(drawOf({ ...fast, drawSeed: 'seed-b' }, 100).numbers).not.toEqual(drawOf(fast, 100).numbers);
    const [latest] = recentDraws(fast, NOW, 1);
    expect(latest.drawnAt).toBe(Date.UTC(2025, 4, 20, 12, 0, 0));
    expect(latest.issue).toBe('20250520-0145');
    expect(latest.numbers).toHaveLength(5);
    expect(latest.numbers.every((n) => Number.isInteger(n) && n >= 0 && n <= 9)).toBe(true);
  });

  it('a Vietnamese north board has 27 numbers and its special prize is the draw numbers', () => {
    const d = drawOf(north, latestIndex(north, NOW));
    expect(d.issue).toBe('20250520');
    expect(d.drawnAt).toBe(Date.UTC(2025, 4, 20, 11, 15));
    expect(d.prizes!.flatMap((p) => p.numbers)).toHaveLength(27);
    expect(d.prizes![0]).toMatchObject({ tier: 'DB' });
    expect(d.numbers.join('')).toBe(d.prizes![0].numbers[0]);
    expect(d.prizes!.find((p) => p.tier === 'G7')!.numbers.every((n) => /^\d{2}$/.test(n))).toBe(true);
  });

  it('finds a past draw by issue, refuses future and malformed issues', () => {
    const index = latestIndex(fast, NOW) - 7;
    expect(drawByIssue(fast, issueOf(fast, index), NOW)).toEqual(drawOf(fast, index));
    expect(drawByIssue(north, '20250519', NOW)?.issue).toBe('20250519');
    expect(drawByIssue(north, '20250521', NOW)).toBeNull();
    expect(drawByIssue(fast, '20250520-0289', NOW)).toBeNull();
    expect(drawByIssue(fast, 'yesterday', NOW)).toBeNull();
  });
});

describe('lottery routes', () => {
  let t: TestApp;
  beforeAll(async () => { t = await startTestApp(); });
  afterAll(() => t.close());
  const get = async (url: string) => { const r = await t.app.inject({ url }); return { status: r.statusCode, body: JSON.parse(r.body) }; };

  it('bad input is a 400 naming the field, unknown lotteries and future draws 404, unknown paths under /lgw a JSON 404', async () => {
    expect(await get('/lgw/lottery/numero?size=0')).toMatchObject({ status: 400, body: { errorCode: 'validation.failed' } });
    expect((await get('/lgw/lottery/popular')).body.message).toContain('code');
    expect(await get('/lgw/lottery/popular?code=NOPE')).toMatchObject({ status: 404, body: { errorCode: 'lottery.notFound' } });
    expect(await get('/lgw/lottery/vn/numero?code=5D')).toMatchObject({ status: 400, body: { errorCode: 'lottery.notVn' } });
    expect(await get('/lgw/lottery/vn/numero?code=VN_SOUTH&issue=20991231')).toMatchObject({ status: 404, body: { errorCode: 'draw.notFound' } });
    expect(await get('/lgw/lottery/vn/numero?code=VN_SOUTH&issue=2099-12-31')).toMatchObject({ status: 400 });
    expect(await get('/lgw/lottery/list?merchant=NOPE')).toMatchObject({ status: 400, body: { errorCode: 'merchant.unknown' } });
    expect(await get('/lgw/nothing')).toMatchObject({ status: 404, body: { errorCode: 'route.notFound' } });
  });

  it('popular numbers count what the recent draws show', async () => {
    const { body } = await get('/lgw/lottery/popular?code=3D&draws=20&limit=100');
    const draws = (await get('/lgw/lottery/numero?code=3D&size=20')).body.value.list as { numbers: number[] }[];
    const total = (body.value.list as { count: number }[]).reduce((s, e) => s + e.count, 0);
    expect(total).toBe(draws.length * 3);
    const seven = draws.flatMap((d) => d.numbers).filter((n) => n === 7).length;
    expect(body.value.list.find((e: { number: string }) => e.number === '7')?.count ?? 0).toBe(seven);
  });
});
