/** Only web addresses and inline images: a layout must not smuggle javascript: or file: URLs. */
export function safeImageSrc(src: unknown): string | undefined {
  if (typeof src !== 'string') return undefined;
  const value = src.trim();
  if (!value) return undefined;
  if (/^data:image\//i.test(value)) return value;
  if (/^https?:\/\//i.test(value) || value.startsWith('/') || value.startsWith('./')) return value;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return undefined;
  return value;
}
