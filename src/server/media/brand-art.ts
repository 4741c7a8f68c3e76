/** SVG brand artwork generated from a merchant's template (title and colours). */
export interface Brand {
  title: string;
  primary: string;
  background: string;
}

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);
const safeColour = (c: string, fallback: string) => (/^#[0-9a-f]{3}([0-9a-f]{3})?$/i.test(c) ? c : fallback);

function mark(b: Brand, cx: number, cy: number, r: number): string {
  const primary = safeColour(b.primary, '#f5b400');
  return `<circle cx="${cx}" cy="${cy}" r="${r * 0.85}" fill="none" stroke="${primary}" stroke-width="${r * 0.28}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.35}" fill="${primary}"/>`;
}

/** Header logo: the mark and the site title, transparent background (sits on the dark header). */
export function logoSvg(b: Brand): string {
  const primary = safeColour(b.primary, '#f5b400');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="64" viewBox="0 0 240 64" role="img" aria-label="${escapeXml(b.title)}">${mark(b, 32, 32, 22)}<text x="64" y="41" font-family="Arial, Helvetica, sans-serif" font-size="24" font-weight="700" fill="${primary}">${escapeXml(b.title.slice(0, 14))}</text></svg>`;
}

/** Loading image: the mark with a rotating arc (SMIL animation, no script). */
export function loadingSvg(b: Brand): string {
  const primary = safeColour(b.primary, '#f5b400');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="Loading">${mark(b, 48, 48, 24)}<circle cx="48" cy="48" r="42" fill="none" stroke="${primary}" stroke-opacity="0.6" stroke-width="4" stroke-linecap="round" stroke-dasharray="66 198"><animateTransform attributeName="transform" type="rotate" from="0 48 48" to="360 48 48" dur="1s" repeatCount="indefinite"/></circle></svg>`;
}

/** Favicon: the mark on the background colour. */
export function faviconSvg(b: Brand): string {
  const background = safeColour(b.background, '#111318');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${background}"/>${mark(b, 32, 32, 22)}</svg>`;
}
