import { describe, expect, it } from 'vitest';
import type { Store } from '../../../src/server/data/store';
import { mailPage, markMailRead, unreadCount } from '../../../src/server/services/messages/inbox';
import { chatRoomLinkOf, liveModelsOf } from '../../../src/server/services/messages/customer-service';
import { recordFeedback } from '../../../src/server/content/feedback';
import { bothEngines } from '../../support/engines';

/** The merchant DEMO with members 1 and 2. */
async function withMembers(store: Store): Promise<Store> {
  await store.db.insertInto('merchants').values({ code: 'DEMO', name: 'Demo', template_id: 'T1' }).execute();
  for (const username of ['ann', 'bob']) {
    await store.db.insertInto('members').values({ merchant_code: 'DEMO', username, password_hash: 'x', type: 0, created_at: 0 }).execute();
  }
  return store;
}

async function withInbox(store: Store): Promise<Store> {
  await withMembers(store);
  const message = (memberId: number, kind: string, title: string, createdAt: number, read = 0) => ({ member_id: memberId, kind, title, content: `${title}!`, read, created_at: createdAt });
  await store.db.insertInto('inbox_messages').values([
    message(1, 'mail', 'welcome', 100, 1), message(1, 'mail', 'bonus', 300), message(1, 'mail', 'same time', 300),
    message(1, 'chat', 'hello', 200), message(2, 'mail', 'not yours', 400),
  ]).execute();
  return store;
}

describe.each(bothEngines())('messages on $engine', (engine) => {
  it('pages the mail newest first, counts unread per kind, and marks only the member’s own mail read', async () => {
    const store = await withInbox(await engine.open());
    const first = await mailPage(store.db, 1, { pageNo: 1, pageSize: 2 });
    expect(first).toMatchObject({ pageNum: 1, pageSize: 2, totalCount: 3, totalPages: 2 });
    expect(first.items.map((m) => [m.title, m.read])).toEqual([['same time', false], ['bonus', false]]);
    expect((await mailPage(store.db, 1, { pageNo: 2, pageSize: 2 })).items.map((m) => m.title)).toEqual(['welcome']);
    expect([await unreadCount(store.db, 1, 'mail'), await unreadCount(store.db, 1, 'chat')]).toEqual([2, 1]);
    const theirs = await store.db.selectFrom('inbox_messages').where('member_id', '=', 2).select('id').executeTakeFirstOrThrow();
    expect(await markMailRead(store.db, 1, theirs.id)).toBe(false);
    expect(await markMailRead(store.db, 1, first.items[0].id)).toBe(true);
    expect(await markMailRead(store.db, 1, first.items[0].id)).toBe(true);
    expect(await unreadCount(store.db, 1, 'mail')).toBe(1);
    expect((await mailPage(store.db, 3, { pageNo: 1, pageSize: 10 })).items).toEqual([]);
  });

  it('lists live hosts online first and finds the first chat room', async () => {
    const store = await withMembers(await engine.open());
    await store.db.insertInto('live_models').values([
      { merchant_code: 'DEMO', id: 1, name: 'anna', languages: 'EN', tags: '', online: 0, color: '#1', sort: 0 },
      { merchant_code: 'DEMO', id: 2, name: 'mai', languages: 'VN,EN', tags: 'chat,lottery', online: 1, color: '#2', sort: 1 },
    ]).execute();
    await store.db.insertInto('customer_service').values([
      { merchant_code: 'DEMO', id: 1, type: '1', name: 'mail', link: 'mailto:x', sort: 0 },
      { merchant_code: 'DEMO', id: 2, type: '3', name: 'late room', link: 'second', sort: 5 },
      { merchant_code: 'DEMO', id: 3, type: '3', name: 'room', link: 'first', sort: 2 },
    ]).execute();
    expect(await liveModelsOf(store.db, 'DEMO')).toEqual([
      { id: 2, name: 'mai', initials: 'M', color: '#2', languages: ['VN', 'EN'], tags: ['chat', 'lottery'], online: true },
      { id: 1, name: 'anna', initials: 'A', color: '#1', languages: ['EN'], tags: [], online: false },
    ]);
    expect(await chatRoomLinkOf(store.db, 'DEMO')).toBe('first');
    expect(await chatRoomLinkOf(store.db, 'OTHER')).toBeUndefined();
  });

  it('numbers feedback one after the other, also when sent at once', async () => {
    const store = await withMembers(await engine.open());
    const send = (content: string) => recordFeedback(store.db, { memberId: 1, merchantCode: 'DEMO', type: 1, sender: 'demo', content });
    const ids = await Promise.all(['a', 'b', 'c', 'd', 'e'].map(send));
    expect([...ids].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);
  });
});
