import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, language, normaliseLanguage, setLanguagePreference } from '../state/prefs';

/**
 * i18next with one flat namespace per language, merged from every src/i18n/locales/<lang>/*.json
 * (common, rules, app, screens…). Only the current language is fetched, as one chunk
 * (src/i18n/bundles/<lang>.ts gathers its files).
 */
type LocaleModule = { default: Record<string, string> };
const languageBundles = import.meta.glob<LocaleModule>('./bundles/*.ts');

/** EN then CN: what the spec calls the fallback list. */
export const FALLBACK_LANGUAGES = ['EN', 'CN'];
export { DEFAULT_LANGUAGE };

/** Languages with locale files, upper case (folder names are lower case). */
export function bundledLanguages(): string[] {
  const codes = Object.keys(languageBundles).map((path) => path.split('/')[2].replace(/\.ts$/, '').toUpperCase());
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

/** Every locale file of one language, merged into one flat resource object. */
export async function loadLanguageResources(lang: string): Promise<Record<string, string>> {
  const bundle = languageBundles[`./bundles/${lang.toLowerCase()}.ts`];
  return bundle ? { ...(await bundle()).default } : {};
}

/** The bundled texts of each loaded language, kept so operator overrides can be undone. */
const bundledTexts = new Map<string, Record<string, string>>();
/** The merchant's own texts by language (from the layout bundle's `texts` document). */
let textOverrides: Record<string, Record<string, string>> = {};

function install(lang: string): void {
  const base = bundledTexts.get(lang);
  if (!base) return;
  // Replaces the whole bundle: an override the operator removed gives the bundled text back.
  i18next.addResourceBundle(lang, 'translation', { ...base, ...(textOverrides[lang] ?? {}) }, false, true);
}

async function ensureLoaded(lang: string): Promise<void> {
  if (bundledTexts.has(lang)) return;
  bundledTexts.set(lang, await loadLanguageResources(lang));
  install(lang);
}

/**
 * Applies the merchant's text overrides (any key, per language; both languages optional) over the
 * bundled texts, which stay the defaults. Loaded languages change at once, others when loaded.
 */
export function setTextOverrides(overrides: Record<string, Record<string, string>>): void {
  const next = Object.fromEntries(Object.entries(overrides).map(([lang, texts]) => [lang.toUpperCase(), texts]));
  // The same overrides again (each share of the layouts brings them): installing a language's
  // couple of thousand texts again would only cost the page a long task.
  if (JSON.stringify(next) === JSON.stringify(textOverrides)) return;
  textOverrides = next;
  if (!i18next.isInitialized) return;
  for (const lang of bundledTexts.keys()) install(lang);
  // Views re-render when the store changes (bindI18nStore: 'added').
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
    bundledTexts.set(code, await loadLanguageResources(code));
    const resources = { [code]: { translation: { ...bundledTexts.get(code), ...(textOverrides[code] ?? {}) } } };
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
      showSupportNotice: false,
      // Operator text overrides arriving after start re-render the texts on screen.
      react: { bindI18nStore: 'added' },
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

/** The language the texts are in now (i18next's; the stored preference may still be settling). */
export function activeLanguage(): string {
  return i18next.language;
}
