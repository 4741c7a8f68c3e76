import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from './memory-storage';
import { readJson, readText, removeKey, writeJson, writeText } from '../../src/state/storage';

afterEach(() => vi.unstubAllGlobals());

describe('guarded storage', () => {
  it('reads and writes through localStorage', () => {
    vi.stubGlobal('localStorage', new MemoryStorage());
    expect(writeJson('k', { a: 1 })).toBe(true);
    expect(readJson('k', (raw) => raw as { a: number }, { a: 0 })).toEqual({ a: 1 });
    removeKey('k');
    expect(readText('k')).toBeNull();
  });

  it('falls back to the default on corrupt JSON or a rejected shape', () => {
    vi.stubGlobal('localStorage', new MemoryStorage(false, { bad: '{not json', wrong: '[1]' }));
    expect(readJson('bad', (raw) => raw, 'default')).toBe('default');
    expect(readJson('wrong', (raw) => (Array.isArray(raw) ? null : raw), 'default')).toBe('default');
  });

  it('never throws when storage is disabled or missing', () => {
    vi.stubGlobal('localStorage', new MemoryStorage(true));
    expect(readText('x')).toBeNull();
    expect(writeText('x', '1')).toBe(false);
    expect(() => removeKey('x')).not.toThrow();
    vi.stubGlobal('localStorage', undefined);
    expect(readJson('x', (raw) => raw, 7)).toBe(7);
    expect(writeJson('x', 1)).toBe(false);
  });
});
