import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import cn from '../../src/i18n/locales/cn/screens.json';
import en from '../../src/i18n/locales/en/screens.json';
import enCommon from '../../src/i18n/locales/en/common.json';

const repo = join(__dirname, '../..');

function files(dir: string, ext: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name), ext) : ext.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

/** Every screens_ key named in the widgets and the login-slice layouts. */
function usedKeys(): Set<string> {
  const sources = [...files(join(repo, 'widgets'), /\.tsx?$/), ...files(join(repo, 'layouts/screens'), /\.json$/), ...files(join(repo, 'layouts/menus'), /\.json$/)];
  const keys = new Set<string>();
  for (const file of sources) {
    for (const match of readFileSync(file, 'utf8').matchAll(/\bscreens_[A-Za-z0-9_]+/g)) keys.add(match[0]);
  }
  // Built from a code at run time: screens_language_<CODE>, screens_social_<provider>.
  keys.delete('screens_language_');
  keys.delete('screens_social_');
  return keys;
}

describe('screen texts', () => {
  it('CN and EN have the same keys, all prefixed screens_, none empty', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(cn).sort());
    for (const [key, value] of [...Object.entries(cn), ...Object.entries(en)]) {
      expect(key.startsWith('screens_')).toBe(true);
      expect(String(value).trim()).not.toBe('');
    }
  });

  it('every key the widgets and layouts use exists', () => {
    const missing = [...usedKeys()].filter((key) => !(key in cn));
    expect(missing).toEqual([]);
  });

  it('keeps the spec texts', () => {
    expect(en.screens_maintenance_text).toBe('System upgrading, please try again later.');
    expect(enCommon.free_reject).toBe('Please login an actual account to use this function');
  });
});
