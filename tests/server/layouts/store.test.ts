import { describe, expect, it } from 'vitest';
import type { Store } from '../../../src/server/data/store';
import {
  currentOverrides, getVersion, latestVersion, latestVersions, listVersions, overridesSignature, publishLayout, removeOverride, StaleBaseError,
} from '../../../src/server/layouts/store';
import { deleteDraft, findDraft, listDrafts, saveDraft } from '../../../src/server/services/drafts';
import { bothEngines } from '../../support/engines';

async function withMerchant(store: Store): Promise<Store> {
  await store.db.insertInto('merchants').values({ code: 'DEMO', name: 'Demo', template_id: 'T1' }).execute();
  return store;
}

const doc = (title: string) => ({ kind: 'screen', id: 'home', title });

describe.each(bothEngines())('published layouts and drafts on $engine', (engine) => {
  it('keeps every version, serves the newest, and a removal brings the default back', async () => {
    const store = await withMerchant(await engine.open());
    expect(await latestVersion(store.db, 'DEMO', 'home')).toBe(0);
    expect(await publishLayout(store, 'DEMO', 'home', doc('one'), { note: 'first', now: 1000 })).toBe(1);
    expect(await publishLayout(store, 'DEMO', 'home', doc('two'), { now: 2000 })).toBe(2);
    expect(await publishLayout(store, 'DEMO', 'lobby', { id: 'lobby' }, { now: 3000 })).toBe(1);
    expect(await currentOverrides(store.db, 'DEMO')).toEqual([
      { id: 'home', version: 2, document: doc('two') },
      { id: 'lobby', version: 1, document: { id: 'lobby' } },
    ]);
    expect(await listVersions(store.db, 'DEMO', 'home')).toEqual([
      { version: 2, note: '', publishedAt: 2000 },
      { version: 1, note: 'first', publishedAt: 1000 },
    ]);
    expect(await getVersion(store.db, 'DEMO', 'home', 1)).toEqual(doc('one'));
    expect(await removeOverride(store, 'DEMO', 'home', 4000)).toBe(3);
    expect(await removeOverride(store, 'DEMO', 'home', 5000)).toBeNull();
    expect(await getVersion(store.db, 'DEMO', 'home', 3)).toBeUndefined();
    expect((await currentOverrides(store.db, 'DEMO')).map((o) => o.id)).toEqual(['lobby']);
    expect(await overridesSignature(store.db, 'DEMO')).toBe('home@3,lobby@1');
    expect(await latestVersions(store.db, 'OTHER')).toEqual(new Map());
  });

  it('refuses a publish made from an older version, writing nothing', async () => {
    const store = await withMerchant(await engine.open());
    await publishLayout(store, 'DEMO', 'home', doc('one'));
    await publishLayout(store, 'DEMO', 'home', doc('two'), { baseVersion: 1 });
    const stale = publishLayout(store, 'DEMO', 'home', doc('late'), { baseVersion: 1 });
    await expect(stale).rejects.toThrow(StaleBaseError);
    expect(await stale.catch((e: StaleBaseError) => e.current)).toBe(2);
    expect(await latestVersion(store.db, 'DEMO', 'home')).toBe(2);
  });

  it('twenty operators publishing one document at once get twenty consecutive versions, none lost', async () => {
    const store = await withMerchant(await engine.open());
    const versions = await Promise.all(Array.from({ length: 20 }, (_, i) => publishLayout(store, 'DEMO', 'home', doc(`v${i}`))));
    expect([...versions].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const titles = await Promise.all(versions.map(async (v) => ((await getVersion(store.db, 'DEMO', 'home', v)) as { title: string }).title));
    expect(new Set(titles).size).toBe(20);
  });

  it('of two publishes from the same version at once, one lands and the other is told', async () => {
    const store = await withMerchant(await engine.open());
    await publishLayout(store, 'DEMO', 'home', doc('base'));
    const outcomes = await Promise.allSettled([1, 2].map((n) => publishLayout(store, 'DEMO', 'home', doc(`edit ${n}`), { baseVersion: 1 })));
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(outcomes.find((o) => o.status === 'rejected')).toMatchObject({ reason: expect.any(StaleBaseError) });
    expect(await latestVersion(store.db, 'DEMO', 'home')).toBe(2);
  });

  it('keeps one draft per document, and publishing it drops it in the same transaction', async () => {
    const store = await withMerchant(await engine.open());
    await saveDraft(store.db, 'DEMO', 'home', doc('draft 1'), 0, 'ann', 10);
    await saveDraft(store.db, 'DEMO', 'home', doc('draft 2'), 0, 'bob', 20);
    await saveDraft(store.db, 'DEMO', 'lobby', { id: 'lobby' }, 0, 'ann', 30);
    expect(await findDraft(store.db, 'DEMO', 'home')).toEqual({ id: 'home', document: doc('draft 2'), baseVersion: 0, updatedAt: 20, updatedBy: 'bob' });
    expect(await listDrafts(store.db, 'DEMO')).toEqual([
      { id: 'home', baseVersion: 0, updatedAt: 20, updatedBy: 'bob' },
      { id: 'lobby', baseVersion: 0, updatedAt: 30, updatedBy: 'ann' },
    ]);
    // A stale publish leaves the draft where it was.
    await publishLayout(store, 'DEMO', 'home', doc('meanwhile'));
    await expect(publishLayout(store, 'DEMO', 'home', doc('draft 2'), { baseVersion: 0, dropDraft: true })).rejects.toThrow(StaleBaseError);
    expect(await findDraft(store.db, 'DEMO', 'home')).not.toBeNull();
    expect(await publishLayout(store, 'DEMO', 'home', doc('draft 2'), { baseVersion: 1, dropDraft: true })).toBe(2);
    expect(await findDraft(store.db, 'DEMO', 'home')).toBeNull();
    expect(await deleteDraft(store.db, 'DEMO', 'lobby')).toBe(true);
    expect(await deleteDraft(store.db, 'DEMO', 'lobby')).toBe(false);
  });
});
