import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every failure code the platform can answer a player with has a text in every language (the app
 * shows `common_err_<code>`, not the server's English). Operator, layout and test-hook answers are
 * read by operators and tools, not players; `contract.*` is answered only when the platform checks
 * its own answers (the tests).
 */
const ROOT = join(__dirname, '../..');
const OPERATOR_ONLY = /^(layout|ops|merchant|media|test|contract)\.|^(captcha|sms|rain|slider)\.none$/;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : path.endsWith('.ts') ? [path] : [];
  });
}

const codes = [...new Set(sources(join(ROOT, 'src/server')).flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(/(?:fail|refuse|HttpFailure)\(\d{3}, '([A-Za-z_.]+)'/g)].map((m) => m[1]),
))].filter((code) => !OPERATOR_ONLY.test(code)).sort();

const texts = (lang: string) => Object.assign({}, ...readdirSync(join(ROOT, 'src/i18n/locales', lang)).map((f) => JSON.parse(readFileSync(join(ROOT, 'src/i18n/locales', lang, f), 'utf8')))) as Record<string, string>;

describe("the platform's failures in the player's language", () => {
  it('finds the codes', () => expect(codes.length).toBeGreaterThan(60));

  it.each(['cn', 'en'])('%s has a text for each', (lang) => {
    const known = texts(lang);
    expect(codes.filter((code) => !known[`common_err_${code.replace(/[^A-Za-z0-9]+/g, '_')}`])).toEqual([]);
  });
});
