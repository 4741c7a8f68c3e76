import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, language, normaliseLanguage, setLanguagePreference } from '../state/prefs';

/**
 * i18next with one flat namespace per language, merged from every src/i18n/locales/<lang>/*.json
 * (common, rules, app, screens…). Only the current language is fetched: each file is its own
 * lazily imported chunk.
 */
type LocaleModule = { default: Record<string, string> };
const localeFiles = import.meta.glob<LocaleModule>('./locales/*/*.json');

/** EN then CN: what the spec calls the fallback list. */
export const FALLBACK_LANGUAGES = ['EN', 'CN'];
export { DEFAULT_LANGUAGE };

/** Languages with locale files, upper case (folder names are lower case). */
export function bundledLanguages(): string[] {
  const codes = Object.keys(localeFiles).map((path) => path.split('/')[2].toUpperCase());
  return [...new Set(codes)].sort();
}

/**
 * The language actually used for `wanted`: itself when bundled; CN (the default) when nothing
 * usable was asked for; else the first bundled language of the fallback list.
 */
export function resolveLanguage(wanted: string | null | undefined): string {
  const bundled = bundledLanguages();
  const code = normaliseLanguage(wanted);
  if (code && bundled.includes(code)) return code;
  const order = code ? FALLBACK_LANGUAGES : [DEFAULT_LANGUAGE, ...FALLBACK_LANGUAGES];
  return order.find((c) => bundled.includes(c)) ?? DEFAULT_LANGUAGE;
}

/** Merges every locale file of one language into one flat resource object. */
export async function loadLanguageResources(lang: string): Promise<Record<string, string>> {
  const folder = `./locales/${lang.toLowerCase()}/`;
  const paths = Object.keys(localeFiles).filter((path) => path.startsWith(folder)).sort();
  const modules = await Promise.all(paths.map((path) => localeFiles[path]()));
  return Object.assign({}, ...modules.map((m) => m.default));
}

async function ensureLoaded(lang: string): Promise<void> {
  if (i18next.hasResourceBundle(lang, 'translation')) return;
  i18next.addResourceBundle(lang, 'translation', await loadLanguageResources(lang), true, true);
}

function markDocument(lang: string): void {
  const doc = (globalThis as { document?: Document }).document;
  if (doc) doc.documentElement.lang = lang === 'CN' ? 'zh-CN' : lang.toLowerCase();
}

let initialising: Promise<typeof i18next> | null = null;

/** Starts i18next in the stored (or given) language. Safe to call more than once. */
export function initI18n(lang: string = language.value): Promise<typeof i18next> {
  initialising ??= (async () => {
    const code = resolveLanguage(lang);
    const resources = { [code]: { translation: await loadLanguageResources(code) } };
    await i18next.use(initReactI18next).init({
      lng: code,
      fallbackLng: FALLBACK_LANGUAGES,
      resources,
      partialBundledLanguages: true,
      // Keys are flat ("login_username", "common_err_captcha_invalid"): dots and colons are text.
      keySeparator: false,
      nsSeparator: false,
      interpolation: { escapeValue: false }, // React escapes on render.
      returnNull: false,
    });
    markDocument(code);
    return i18next;
  })();
  // A failed start (a chunk that did not load) may be retried by the next call.
  initialising.catch(() => {
    initialising = null;
  });
  return initialising;
}

let latestRequest = 0;

/**
 * Switches the language (loading its files first) and stores it. When two switches race, the
 * last one asked for wins. Answers the language in use.
 */
export async function changeLanguage(lang: string): Promise<string> {
  const request = ++latestRequest;
  await initI18n();
  const code = resolveLanguage(lang);
  await ensureLoaded(code);
  if (request !== latestRequest) return i18next.language;
  await i18next.changeLanguage(code);
  setLanguagePreference(code);
  markDocument(code);
  return code;
}

export { i18next };
