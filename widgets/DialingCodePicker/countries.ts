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
