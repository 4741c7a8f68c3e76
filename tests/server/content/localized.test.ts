import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANNERS } from '../../../src/server/seed/content/banners';
import { NOTICES } from '../../../src/server/seed/content/notices';
import { PROMOTIONS } from '../../../src/server/seed/content/promotions';
import { BANNERS_CN, DEPOSIT_PROMOS_CN, NOTICES_CN, PROMOTIONS_CN } from '../../../src/server/seed/content/texts-cn';
import { DEPOSIT_PROMOS } from '../../../src/server/seed/extras';
import { bearer, startTestApp, type TestApp, sessionToken } from '../helpers';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => t.close());

const get = async (url: string, headers: Record<string, string> = {}) => JSON.parse((await t.app.inject({ url, headers })).body).value;

describe('operator content in the player\'s language', () => {
  it('every seeded notice, promotion, banner and deposit bonus has its Chinese text', () => {
    expect(NOTICES.filter((n) => !NOTICES_CN[n.title]).map((n) => n.title)).toEqual([]);
    expect(PROMOTIONS.filter((p) => !PROMOTIONS_CN[p.title]).map((p) => p.title)).toEqual([]);
    expect(BANNERS.filter((b) => !BANNERS_CN[b.title]).map((b) => b.title)).toEqual([]);
    expect(DEPOSIT_PROMOS.filter((p) => !Object.hasOwn(DEPOSIT_PROMOS_CN, p.id)).map((p) => p.id)).toEqual([]);
  });

  it('announcements, banners and promotions answer in CN when asked, in the merchant\'s own text otherwise', async () => {
    const cn = await get('/wps/announcements?types=B,PL,PU,PR,H&language=CN');
    expect(cn.player.map((a: { title: string }) => a.title)).toContain('本周四例行维护通知');
    expect(cn.player.find((a: { title: string }) => a.title === '本周四例行维护通知').content).toContain('例行维护');
    expect(cn.promotion.map((a: { title: string }) => a.title)).toContain('新人首存 100% 红利');
    expect(cn.banners[0]).toMatchObject({ title: '新人首存 100%', url: expect.stringMatching(/\?lang=CN$/) });
    const en = await get('/wps/announcements?types=B,PL&language=EN');
    expect(en.player.map((a: { title: string }) => a.title)).toContain('Scheduled maintenance this Thursday');
    expect(en.banners[0].url).not.toContain('lang=');
    const detail = await get(`/wps/promotions/${cn.promotion[0].id}?language=CN`);
    expect(detail.content).toContain('通用条款适用');
    expect((await get('/wps/announcements/notices?language=CN')).list.map((a: { title: string }) => a.title)).toContain('保护您的账户安全');
  });

  it('the banner artwork carries the texts of the language it is asked in', async () => {
    const { banners } = await get('/wps/announcements?types=B&language=CN');
    const art = await t.app.inject({ url: banners[0].url });
    expect(art.statusCode).toBe(200);
    expect(art.body).toContain('新人首存 100%');
    expect((await t.app.inject({ url: banners[0].url.replace('?lang=CN', '') })).body).toContain('Welcome Bonus 100%');
  });

  it('deposit bonuses are titled in the player\'s language', async () => {
    const id = (t.db.prepare("SELECT id FROM members WHERE username = 'player01'").get() as { id: number }).id;
    const auth = bearer(sessionToken(t.db, id));
    expect((await get('/wps/transaction/deposit/promos?language=CN', auth)).list.map((p: { title: string }) => p.title)).toEqual(['首存 100% 红利', '每日续存 10%', '电子存款 20%']);
    expect((await get('/wps/transaction/deposit/promos', auth)).list[0].title).toBe('First deposit 100% bonus');
  });
});
