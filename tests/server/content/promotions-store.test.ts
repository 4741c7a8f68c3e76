import { describe, expect, it } from 'vitest';
import type { Store } from '../../../src/server/data/store';
import { DAY_MS, ENDED_PROMOTION_GRACE_MS, findAnnouncements } from '../../../src/server/content/announcements';
import { setAnnouncementRead } from '../../../src/server/content/announcement-reads';
import { signUpForPromotion, storedSignUpStatus } from '../../../src/server/content/promotion-access';
import { submitRewardClaim } from '../../../src/server/content/reward-requests';
import { setText, textsIn } from '../../../src/server/content/texts';
import { isLogoVisible, setLogoVisibility } from '../../../src/server/content/logo-visibility';
import { bothEngines } from '../../support/engines';

const NOW = Date.UTC(2026, 5, 15);

async function withAnnouncements(store: Store): Promise<Store> {
  await store.db.insertInto('merchants').values({ code: 'DEMO', name: 'Demo', template_id: 'T1' }).execute();
  const row = (id: number, type: string, end: number, extra = {}) => ({
    id, merchant_code: 'DEMO', type, title: `title ${id}`, content: `content ${id}`, start_date: NOW - 100 * DAY_MS, end_date: end, sort: 10 - id, group_name: '', no_expiry: 0, sign_up_enabled: 0, hot: 0, ...extra,
  });
  await store.db.insertInto('announcements').values([
    row(1, 'PL', NOW),
    row(2, 'PL', NOW - 2 * DAY_MS),
    row(3, 'PR', NOW - DAY_MS - ENDED_PROMOTION_GRACE_MS + 1, { sign_up_enabled: 1 }),
    row(4, 'PR', NOW + 10 * DAY_MS, { sign_up_enabled: 1, hot: 1, group_name: 'vip' }),
    row(5, 'H', 0, { no_expiry: 1 }),
  ]).execute();
  await store.db.insertInto('announcement_categories').values([{ announcement_id: 4, category_id: 9 }, { announcement_id: 4, category_id: 2 }]).execute();
  await store.db.insertInto('announcement_images').values([{ announcement_id: 4, sequence: 2 }, { announcement_id: 4, sequence: 1 }]).execute();
  return store;
}

const image = { bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47]), mime: 'image/png' as const, ext: 'png' as const };

describe.each(bothEngines())('announcements and promotions on $engine', (engine) => {
  it('lists what is visible in operator order, with categories, images, texts in the language and the read flag', async () => {
    const store = await withAnnouncements(await engine.open());
    await setText(store.db, 'DEMO', 'announcement', 4, 'cn', 'title', 'first');
    await setText(store.db, 'DEMO', 'announcement', 4, 'CN', 'title', '标题');
    await setAnnouncementRead(store.db, 7, 1, true);
    await setAnnouncementRead(store.db, 7, 1, true);
    const list = await findAnnouncements(store.db, { merchantCode: 'DEMO', memberId: 7, types: ['PL', 'PR', 'H'], language: 'cn', now: NOW });
    expect(list.map((a) => [a.id, a.read])).toEqual([[5, false], [4, false], [3, false], [1, true]]);
    expect(list[1]).toMatchObject({ title: '标题', content: 'content 4', promoAnnouncementCategoryIds: [2, 9], signUpStatus: 'ALLOW_JOIN', hot: true });
    expect(list[1].announcementImages.map((i) => i.sequence)).toEqual([1, 2]);
    expect(list[2].signUpStatus).toBe('SIGN_UP_DUE');
    const guest = await findAnnouncements(store.db, { merchantCode: 'DEMO', memberId: null, types: ['PR'], groupName: 'other', categoryId: 9, now: NOW });
    expect(guest).toEqual([]);
    expect((await findAnnouncements(store.db, { merchantCode: 'DEMO', memberId: null, types: ['PR'], groupName: 'vip', hotOnly: true, now: NOW }))[0]).toMatchObject({ id: 4, signUpStatus: null });
    expect(await findAnnouncements(store.db, { merchantCode: 'DEMO', memberId: 7, types: [], now: NOW })).toEqual([]);
    await setAnnouncementRead(store.db, 7, 1, false);
    expect((await findAnnouncements(store.db, { merchantCode: 'DEMO', memberId: 7, types: ['PL'], id: 1, now: NOW }))[0].read).toBe(false);
    expect(await textsIn(store.db, 'DEMO', 'announcement', 'CN', [])).toEqual(new Map());
  });

  it('of two sign-ups at once one lands, and of two reward claims at once one is recorded with its pictures', async () => {
    const store = await withAnnouncements(await engine.open());
    const signUps = await Promise.all([signUpForPromotion(store.db, 7, 4, 'JOINED'), signUpForPromotion(store.db, 7, 4, 'PENDING')]);
    expect(signUps.filter(Boolean)).toHaveLength(1);
    await store.db.updateTable('promotion_signups').set({ status: 'JOINED' }).execute();
    const claim = { memberId: 7, promotionId: 4, remarks: 'won', images: [image, image] };
    const outcomes = await Promise.allSettled([submitRewardClaim(store, claim), submitRewardClaim(store, claim)]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(outcomes.find((o) => o.status === 'rejected')).toMatchObject({ reason: { status: 409, errorCode: 'promotion.claimNotAllowed' } });
    expect(await storedSignUpStatus(store.db, 7, 4)).toBe('PENDING');
    const requests = await store.db.selectFrom('reward_requests').selectAll().execute();
    expect(requests).toHaveLength(1);
    const pictures = await store.db.selectFrom('reward_request_images').select(['request_id', 'size', 'bytes']).orderBy('position').execute();
    // The pictures are in the database, every node's to read; the refused claim left none behind.
    expect(pictures.map((p) => [p.request_id, p.size, Buffer.from(p.bytes!).length])).toEqual([[requests[0].id, image.bytes.length, image.bytes.length], [requests[0].id, image.bytes.length, image.bytes.length]]);
    expect(Buffer.from(pictures[0].bytes!).equals(Buffer.from(image.bytes))).toBe(true);
  });

  it('keeps one logo switch per position, shown until hidden', async () => {
    const store = await withAnnouncements(await engine.open());
    expect(await isLogoVisible(store.db, 'DEMO', 'HEADER')).toBe(true);
    await setLogoVisibility(store.db, 'DEMO', 'HEADER', false);
    await setLogoVisibility(store.db, 'DEMO', 'FOOTER', false);
    await setLogoVisibility(store.db, 'DEMO', 'FOOTER', true);
    expect([await isLogoVisible(store.db, 'DEMO', 'HEADER'), await isLogoVisible(store.db, 'DEMO', 'FOOTER')]).toEqual([false, true]);
  });
});
