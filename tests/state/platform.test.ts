import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from './memory-storage';

async function load(initial: Record<string, string> = {}) {
  const storage = new MemoryStorage(false, initial);
  vi.stubGlobal('localStorage', storage);
  vi.resetModules();
  return { storage, platform: await import('../../src/state/platform') };
}
afterEach(() => vi.unstubAllGlobals());

const status = { status: 1, maintenance: true, regionRestriction: false, location: { ip: '1.2.3.4' }, info: {} };

describe('platform state', () => {
  it('shows the cached system status at once and stores fresh ones', async () => {
    const { platform } = await load({ MC_SYSTEM_STATUS: JSON.stringify(status) });
    expect(platform.systemStatus.value).toEqual(status);
    const next = await load();
    expect(next.platform.systemStatus.value).toBeNull();
    next.platform.setSystemStatus({ ...status, status: 0, maintenance: false });
    expect(JSON.parse(next.storage.getItem('MC_SYSTEM_STATUS')!).status).toBe(0);
  });

  it('ignores corrupt cached template, flags and status', async () => {
    const { platform } = await load({ MC_SYSTEM_STATUS: '{"status":9}', MC_TEMPLATE: 'nope', MC_WHITELABEL: '[]' });
    expect(platform.systemStatus.value).toBeNull();
    expect(platform.template.value).toBeNull();
    expect(platform.whitelabel.value).toEqual({});
  });

  it('normalises whitelabel values to booleans', async () => {
    const { platform } = await load();
    platform.setWhitelabel({ A: true, B: false, C: 1 as unknown as boolean });
    expect(platform.whitelabel.value).toEqual({ A: true, B: false, C: true });
  });

  it('reads the template language list, CN when missing', async () => {
    const { platform } = await load();
    const t = (language?: string) => ({ templateId: 1, merchantCode: 'DEMO', parameters: (language === undefined ? {} : { language }) as Record<string, string> });
    expect(platform.templateLanguages(t('CN, en'))).toEqual(['CN', 'EN']);
    expect(platform.templateLanguages(t())).toEqual(['CN']);
    expect(platform.templateLanguages(t(',,bad-code'))).toEqual(['CN']);
  });

  it('stores the last good layouts per id and drops ids no longer served', async () => {
    const { storage, platform } = await load();
    const doc = (id: string) => ({ schemaVersion: '1.0', kind: 'fragment', id, root: { type: 'Box' } }) as never;
    expect(await platform.storeLayouts({ a: doc('a'), b: doc('b') })).toBe(true);
    expect(Object.keys(platform.readStoredLayouts())).toEqual(['a', 'b']);
    await platform.storeLayouts({ b: doc('b') });
    expect(storage.getItem('MC_LAYOUT:a')).toBeNull();
    expect(platform.readStoredLayouts()).toEqual({ b: doc('b') });
  });

  it('writes the layouts a slice at a time, the list of ids last, so a write cut short never names a document it lacks', async () => {
    const { storage, platform } = await load();
    const doc = (id: string) => ({ schemaVersion: '1.0', kind: 'fragment', id, root: { type: 'Box' } }) as never;
    await platform.storeLayouts({ a: doc('a') });
    const seenDuringPauses: { ids: string | null; a: boolean }[] = [];
    const pause = async () => {
      seenDuringPauses.push({ ids: storage.getItem('MC_LAYOUT_IDS'), a: storage.getItem('MC_LAYOUT:a') !== null });
    };
    // A slice of 0 ms: a break before every document. The list still names "a", which is still there.
    expect(await platform.storeLayouts({ b: doc('b'), c: doc('c') }, pause, 0)).toBe(true);
    expect(seenDuringPauses).toEqual(Array(2).fill({ ids: JSON.stringify(['a']), a: true }));
    expect(Object.keys(platform.readStoredLayouts())).toEqual(['b', 'c']);
    expect(storage.getItem('MC_LAYOUT:a')).toBeNull();
  });
});
