import { DEFAULT_LANG } from './build-context';

/** Languages a template offers (its `language` parameter, "CN,EN"), upper case; CN when it says nothing. */
export function offeredLanguages(parameters: Readonly<Record<string, string | undefined>>): string[] {
  const list = (parameters.language ?? '')
    .split(',')
    .map((code) => code.trim().toUpperCase())
    .filter((code) => /^[A-Z]{2,3}$/.test(code));
  return list.length ? [...new Set(list)] : [DEFAULT_LANG];
}

/** The language a player starts in: the stored (or default) one when the template offers it, else its first. */
export function startingLanguage(parameters: Readonly<Record<string, string | undefined>>, stored: string = DEFAULT_LANG): string {
  const offered = offeredLanguages(parameters);
  return offered.includes(stored) ? stored : offered[0];
}
