import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface BundledTexts {
  /** Languages with locale files, upper case. */
  languages: string[];
  /** Every text key of the bundled CN texts (CN and EN share their keys; a test keeps it so). */
  keys: ReadonlySet<string>;
}

let cached: { dir: string; texts: BundledTexts } | undefined;

/** The keys operators may override and layouts may name (`t:key`), read from src/i18n/locales. */
export function bundledTexts(localesDir: string): BundledTexts {
  if (cached?.dir === localesDir) return cached.texts;
  const languages = readdirSync(localesDir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name.toUpperCase()).sort();
  const keys = new Set<string>();
  for (const lang of languages) {
    const folder = join(localesDir, lang.toLowerCase());
    for (const file of readdirSync(folder).filter((f) => f.endsWith('.json'))) {
      for (const key of Object.keys(JSON.parse(readFileSync(join(folder, file), 'utf8')) as Record<string, string>)) keys.add(key);
    }
  }
  const texts = { languages, keys };
  cached = { dir: localesDir, texts };
  return texts;
}

/** Every bundled text by language (upper case) and key, for the studio's texts editor. */
export function bundledTextValues(localesDir: string): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  for (const lang of bundledTexts(localesDir).languages) {
    const folder = join(localesDir, lang.toLowerCase());
    out[lang] = Object.assign({}, ...readdirSync(folder).filter((f) => f.endsWith('.json')).sort().map((f) => JSON.parse(readFileSync(join(folder, f), 'utf8')) as Record<string, string>));
  }
  return out;
}
