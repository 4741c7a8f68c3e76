import { childPointer } from '../pointer';
import type { LintFinding } from './types';

const MAX_TEXT = 2000;

/**
 * A merchant's text overrides: `{ "CN": { key: text }, "EN": { … } }`, each language optional.
 * Only bundled keys of bundled languages, plain text (no control characters), of a sane length.
 */
export function lintTextOverrides(languages: unknown, known: { keys: ReadonlySet<string>; languages: readonly string[] }, base = '/languages'): LintFinding[] {
  const findings: LintFinding[] = [];
  const error = (path: string, message: string) => findings.push({ severity: 'error', path, message });
  if (!languages || typeof languages !== 'object' || Array.isArray(languages)) {
    error(base, 'texts are an object of languages, e.g. { "CN": { "common_ok": "好的" } }');
    return findings;
  }
  for (const [lang, texts] of Object.entries(languages)) {
    const langPath = childPointer(base, lang);
    if (!known.languages.includes(lang)) {
      error(langPath, `unknown language "${lang}" (known: ${known.languages.join(', ')})`);
      continue;
    }
    if (!texts || typeof texts !== 'object' || Array.isArray(texts)) {
      error(langPath, 'the texts of a language are an object of key: text');
      continue;
    }
    for (const [key, text] of Object.entries(texts)) {
      const path = childPointer(langPath, key);
      if (!known.keys.has(key)) error(path, `unknown text key "${key}"`);
      else if (typeof text !== 'string') error(path, 'a text is a string');
      else if (text.length > MAX_TEXT) error(path, `a text is at most ${MAX_TEXT} characters`);
       
      else if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/.test(text)) error(path, 'control characters are not allowed in a text');
    }
  }
  return findings;
}
