import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAnnouncements } from '../../../src/api/endpoints/content/announcements';
import { markAnnouncementRead } from '../../../src/api/endpoints/content/mark-read';
import { getNotices } from '../../../src/api/endpoints/content/notices';
import { getPopularAnnouncements } from '../../../src/api/endpoints/content/popular';
import { failure, startContentApp, type ContentApp } from './content-app';

let t: ContentApp;
beforeAll(async () => {
  t = await startContentApp();
});
afterAll(() => t.close());


describe('GET /wps/announcements', () => {
  it('splits the home types into promotion, banners, player, popup and hot, without read flags for guests', async () => {
    t.as(null);
    const value = await getAnnouncements({ types: ['B', 'PL', 'PU', 'PR', 'H'] });
    expect(value.banners.map((b) => b.groupName)).toEqual(['m_home', 'm_home', 'm_home', 'm_home']);
    expect(value.banners[0].url).toMatch(/^\/media\/banners\/\d+\.svg$/);
    expect(value.player.length).toBe(5);
    expect(value.popup.length).toBe(2);
    expect(value.hot.length).toBe(3);
    expect(value.promotion.length).toBeGreaterThan(5);
    expect(value.agent).toEqual([]);
    expect(value.player.every((a) => a.read === undefined)).toBe(true);
    expect(value.promotion.every((p) => p.signUpStatus === null)).toBe(true);
    expect(value.unreadCount).toBe(0);
  });

  it('serves registration banners (m_reg) and agent announcements (A, m_home)', async () => {
    const reg = await getAnnouncements({ types: ['B'], groupName: 'm_reg' });
    expect(reg.banners).toHaveLength(2);
    expect(reg.player).toEqual([]);
    const agent = await getAnnouncements({ types: ['A'], groupName: 'm_home' });
    expect(agent.agent).toHaveLength(3);
  });

  it('adds read flags and an unread count for a member, not for a trial account', async () => {
    t.as(t.demoToken);
    const member = await getAnnouncements({ types: ['PL', 'PU', 'H'] });
    expect(member.player.filter((a) => a.read).length).toBe(2);
    expect(member.unreadCount).toBe(member.player.length + member.popup.length + member.hot.length - 2);
    t.as(t.trialToken);
    const trial = await getAnnouncements({ types: ['PL'] });
    expect(trial.player.every((a) => a.read === undefined)).toBe(true);
  });

  it('refuses unknown types and platforms other than M', async () => {
    t.as(null);
    const e = await failure(getAnnouncements({ types: ['PL', 'XX' as 'PL'] }));
    expect(e.code).toBe('validation.failed');
    expect(e.message).toContain('XX');
    expect((await fetch(`${t.base}/wps/announcements?types=PL&platform=W`)).status).toBe(400);
  });
});

describe('mark read, notices and popular', () => {
  it('marks a notice read (and unread again) for the member', async () => {
    t.as(t.demoToken);
    const before = await getNotices();
    const unread = before.list.find((n) => n.read === false);
    expect(unread).toBeDefined();
    await markAnnouncementRead(unread!.id);
    const after = await getNotices();
    expect(after.list.find((n) => n.id === unread!.id)?.read).toBe(true);
    expect(after.unreadCount).toBe(before.unreadCount - 1);
    await markAnnouncementRead(unread!.id, false);
    expect((await getNotices()).unreadCount).toBe(before.unreadCount);
  });

  it('refuses guests (401), trial accounts (403 free_reject) and unknown announcements (404)', async () => {
    const id = (await getNotices()).list[0].id;
    t.as(null);
    expect((await failure(markAnnouncementRead(id))).status).toBe(401);
    t.as(t.trialToken);
    expect((await failure(markAnnouncementRead(id))).code).toBe('free_reject');
    t.as(t.demoToken);
    expect((await failure(markAnnouncementRead(987654))).code).toBe('announcement.notFound');
    const res = await fetch(`${t.base}/wps/announcements/read`, {
      method: 'POST', headers: { authorization: `Bearer ${t.demoToken}`, 'content-type': 'application/json' }, body: JSON.stringify({ announcementId: 'abc' }),
    });
    expect(res.status).toBe(400);
  });

  it('lists agent notices with types=A and refuses banners as notices', async () => {
    t.as(t.demoToken);
    expect((await getNotices({ types: ['A'] })).list.every((n) => n.type === 'A')).toBe(true);
    expect((await fetch(`${t.base}/wps/announcements/notices?types=B`)).status).toBe(400);
  });

  it('popular announcements are the hot ones, at most the limit', async () => {
    const { list } = await getPopularAnnouncements(4);
    expect(list).toHaveLength(4);
    expect(list.every((a) => a.hot)).toBe(true);
  });
});
