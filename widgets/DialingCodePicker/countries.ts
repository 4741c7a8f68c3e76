export interface CountryOption {
  code: string;
  name: string;
  dialingCode: string;
}

/** Keeps the well-formed entries of whatever the source holds (an action may not have loaded it yet). */
export function toCountryOptions(source: unknown): CountryOption[] {
  if (!Array.isArray(source)) return [];
  return source.filter(
    (entry): entry is CountryOption =>
      !!entry && typeof entry === 'object' &&
      typeof (entry as CountryOption).dialingCode === 'string' && (entry as CountryOption).dialingCode !== '',
  );
}

/** "+86" whether the server sends "86" or "+86". */
export function formatDialingCode(code: string): string {
  return code.startsWith('+') ? code : `+${code}`;
}

/** BCP 47 locale for an app language code ("CN" is Chinese as used in China, not a region). */
const APP_LANGUAGE_LOCALES: Record<string, string> = { CN: 'zh-CN', EN: 'en' };

function regionNames(appLanguage: string): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([APP_LANGUAGE_LOCALES[appLanguage.toUpperCase()] ?? appLanguage.toLowerCase()], { type: 'region', fallback: 'none' });
  } catch {
    return null; // Intl.DisplayNames missing (old browsers) or an unusable language tag.
  }
}

/**
 * The country's name in the app language (Intl region names from its ISO code); the server's name
 * when the code is not a region the browser knows.
 */
export function countryName(country: CountryOption, appLanguage: string): string {
  const code = typeof country.code === 'string' ? country.code.trim().toUpperCase() : '';
  if (!/^[A-Z]{2}$|^\d{3}$/.test(code)) return country.name;
  try {
    return regionNames(appLanguage)?.of(code) || country.name;
  } catch {
    return country.name;
  }
}
