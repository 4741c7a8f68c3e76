import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPromotionCategories } from '../../../src/api/endpoints/content/promotion-categories';
import { getPromotion } from '../../../src/api/endpoints/content/promotion-detail';
import { joinPromotion } from '../../../src/api/endpoints/content/promotion-sign-up';
import { getPromotions } from '../../../src/api/endpoints/content/promotions';
import { requestReward } from '../../../src/api/endpoints/content/request-reward';
import { firstImage, type Announcement } from '../../../src/api/endpoints/content/schemas';
import { failure, startContentApp, type ContentApp } from './content-app';

let t: ContentApp;
beforeAll(async () => {
  t = await startContentApp();
});
afterAll(() => t.close());

async function promo(title: string): Promise<Announcement> {
  const found = (await getPromotions()).list.find((p) => p.title === title);
  if (!found) throw new Error(`no promotion ${title}`);
  return found;
}

describe('promotions list, categories and detail', () => {
  it('lists promotions with images, dates and categories; filters by category', async () => {
    t.as(null);
    const { list } = await getPromotions();
    expect(list.length).toBe(13);
    for (const p of list) expect(firstImage(p)).toMatch(/^\/media\/promotions\/\d+-1\.svg$/);
    expect(list.some((p) => p.noExpiry === 1)).toBe(true);
    expect(list.some((p) => p.noExpiry === 0 && p.startDate === p.endDate)).toBe(true);
    const { list: categories } = await getPromotionCategories();
    expect(categories).toHaveLength(6);
    expect(categories[0]).toMatchObject({ title: 'promo_category_new_member', iconImageUrl: expect.stringMatching(/\.svg$/) });
    const vip = await getPromotions({ categoryId: categories[5].id });
    expect(vip.list.length).toBeGreaterThan(0);
    expect(vip.list.every((p) => p.promoAnnouncementCategoryIds.includes(categories[5].id))).toBe(true);
  });

  it('answers one promotion by id and 404 promotion.notFound otherwise', async () => {
    const first = (await getPromotions()).list[0];
    expect((await getPromotion(first.id)).title).toBe(first.title);
    expect((await failure(getPromotion(99999))).code).toBe('promotion.notFound');
    expect((await fetch(`${t.base}/wps/promotions/abc`)).status).toBe(400);
  });

  it('shows the demo member every sign-up status', async () => {
    t.as(t.demoToken);
    const statuses = new Set((await getPromotions()).list.map((p) => p.signUpStatus));
    for (const s of ['ALLOW_JOIN', 'PENDING', 'JOINED', 'REJECTED', 'ISSUED', 'CLAIMED', 'SIGN_UP_DUE', null]) expect(statuses).toContain(s);
  });
});

describe('sign-up and reward transitions', () => {
  it('ALLOW_JOIN becomes PENDING for reward type O and JOINED otherwise; joining twice is refused', async () => {
    t.as(t.demoToken);
    const manual = await promo('Welcome Bonus 100%');
    expect(manual).toMatchObject({ signUpStatus: 'ALLOW_JOIN', signUpRequestRewardType: 'O' });
    expect(await joinPromotion(manual.id)).toMatchObject({ success: true, signUpStatus: 'PENDING' });
    expect((await getPromotion(manual.id)).signUpStatus).toBe('PENDING');
    const direct = await promo('Daily Slot Reload 10%');
    expect((await joinPromotion(direct.id)).signUpStatus).toBe('JOINED');
    const again = await failure(joinPromotion(direct.id));
    expect(again).toMatchObject({ status: 409, code: 'promotion.signUpClosed', data: { signUpStatus: 'JOINED' } });
  });

  it('a JOINED promotion without requirements is claimed directly and goes to PENDING', async () => {
    t.as(t.demoToken);
    const gift = await promo('Birthday Gift');
    expect(gift).toMatchObject({ signUpStatus: 'JOINED', imageRequired: 'N', remarkRequired: 'N' });
    expect(await requestReward({ promotionId: gift.id })).toMatchObject({ success: true, signUpStatus: 'PENDING' });
    expect((await getPromotion(gift.id)).signUpStatus).toBe('PENDING');
    expect((await failure(requestReward({ promotionId: gift.id }))).code).toBe('promotion.claimNotAllowed');
  });

  it('refuses to join ended, rejected or sign-up-less promotions, and guests and trial accounts', async () => {
    t.as(t.demoToken);
    expect((await failure(joinPromotion((await promo('Lunar New Year Red Packets')).id))).data).toEqual({ signUpStatus: 'SIGN_UP_DUE' });
    expect((await failure(joinPromotion((await promo('VIP Upgrade Bonus')).id))).data).toEqual({ signUpStatus: 'REJECTED' });
    expect((await failure(joinPromotion((await promo('eSports Parlay Boost')).id))).code).toBe('promotion.noSignUp');
    expect((await failure(joinPromotion(99999))).code).toBe('promotion.notFound');
    const id = (await promo('Refer a Friend Reward')).id;
    t.as(null);
    expect((await failure(joinPromotion(id))).status).toBe(401);
    t.as(t.trialToken);
    expect((await failure(joinPromotion(id))).code).toBe('free_reject');
  });
});
