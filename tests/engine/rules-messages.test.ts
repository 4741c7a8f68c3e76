import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import en from '../../src/i18n/locales/en/rules.json';
import cn from '../../src/i18n/locales/cn/rules.json';

const rulesDir = join(import.meta.dirname, '../../src/engine/rules');
const usedKeys = new Set(
  readdirSync(rulesDir).flatMap((file) => readFileSync(join(rulesDir, file), 'utf8').match(/rules_[a-z_]+/g) ?? []),
);

describe('rules messages', () => {
  test('CN and EN carry the same keys, all prefixed rules_', () => {
    expect(Object.keys(cn).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en)) expect(key).toMatch(/^rules_/);
  });

  test.each([...usedKeys])('%s has a message in both languages', (key) => {
    expect((en as Record<string, string>)[key]).toBeTruthy();
    expect((cn as Record<string, string>)[key]).toBeTruthy();
  });
});
