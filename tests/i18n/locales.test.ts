import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '../../src/i18n/locales');
const languages = readdirSync(root).sort();
const files = [...new Set(languages.flatMap((lang) => readdirSync(join(root, lang)).filter((f) => f.endsWith('.json'))))].sort();
const read = (lang: string, file: string): Record<string, unknown> => JSON.parse(readFileSync(join(root, lang, file), 'utf8'));

describe('locale files', () => {
  it('exist for CN and EN', () => {
    expect(languages).toEqual(expect.arrayContaining(['cn', 'en']));
    expect(files).toContain('common.json');
  });

  it.each(files)('%s has the same keys in every language', (file) => {
    const keysOf = (lang: string) => Object.keys(read(lang, file)).sort();
    for (const lang of languages) expect({ lang, keys: keysOf(lang) }).toEqual({ lang, keys: keysOf('en') });
  });

  it.each(files)('%s holds only non-empty flat strings', (file) => {
    for (const lang of languages) {
      for (const [key, value] of Object.entries(read(lang, file))) {
        expect({ lang, key, type: typeof value, empty: value === '' }).toEqual({ lang, key, type: 'string', empty: false });
      }
    }
  });

  it.each(languages)('%s: texts a player sees side by side are never the same (game type tabs)', (lang) => {
    const texts = files.flatMap((file) => Object.entries(read(lang, file))).filter(([key]) => /^games_classify_[A-Z_]+$/.test(key));
    const byText = new Map<unknown, string[]>();
    for (const [key, text] of texts) byText.set(text, [...(byText.get(text) ?? []), key]);
    expect([...byText.values()].filter((keys) => keys.length > 1)).toEqual([]);
  });

  it('no key is defined by two area files (they merge into one namespace)', () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const file of files) {
      for (const key of Object.keys(read('en', file))) {
        if (owner.has(key)) clashes.push(`${key} in ${owner.get(key)} and ${file}`);
        else owner.set(key, file);
      }
    }
    expect(clashes).toEqual([]);
  });

  it.each(files)('%s uses the same {{placeholders}} in every language', (file) => {
    const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
    const en = read('en', file);
    for (const lang of languages) {
      const other = read(lang, file);
      for (const key of Object.keys(en)) expect({ lang, key, p: placeholders(other[key]) }).toEqual({ lang, key, p: placeholders(en[key]) });
    }
  });
});

describe('login wording (QA review)', () => {
  it('names the tabs by method, tells the image code from the SMS code, and remembers the account', () => {
    const en = read('en', 'screens.json');
    const cn = read('cn', 'screens.json');
    expect([en.screens_login_method_username, en.screens_login_method_sms]).toEqual(['Account login', 'SMS login']);
    expect([en.screens_field_captcha, en.screens_field_sms_code]).toEqual(['Image code', 'SMS code']);
    expect([en.screens_remember, cn.screens_remember]).toEqual(['Remember account', '记住账号']);
  });
});
