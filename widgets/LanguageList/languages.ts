/** "CN,EN" → ["CN", "EN"]: upper case, de-duplicated, CN when the template lists none. */
export function languagesOf(parameter: unknown): string[] {
  const list = (typeof parameter === 'string' ? parameter : '')
    .split(',')
    .map((code) => code.trim().toUpperCase())
    .filter((code) => /^[A-Z]{2,3}$/.test(code));
  return list.length ? [...new Set(list)] : ['CN'];
}
