/**
 * Inline styles operators may use in their HTML: text, colour, spacing, borders and sizes. What
 * could lift content out of its box (positioning, z-index, transforms, negative margins, viewport
 * units) or call out (url(), expressions, escapes) is dropped, declaration by declaration, so a
 * notice keeps its formatting but can never cover the app or send every tap elsewhere.
 */
const ALLOWED = new Set([
  'color', 'background-color', 'opacity',
  'font', 'font-family', 'font-size', 'font-style', 'font-weight', 'font-variant',
  'text-align', 'text-decoration', 'text-decoration-line', 'text-decoration-color', 'text-transform', 'text-indent',
  'line-height', 'letter-spacing', 'word-spacing', 'white-space', 'word-break', 'overflow-wrap', 'vertical-align',
  'margin', 'margin-top', 'margin-right', 'margin-bottom', 'margin-left',
  'padding', 'padding-top', 'padding-right', 'padding-bottom', 'padding-left',
  'border', 'border-top', 'border-right', 'border-bottom', 'border-left', 'border-color', 'border-style', 'border-width',
  'border-radius', 'border-collapse', 'border-spacing',
  'width', 'min-width', 'max-width', 'height', 'min-height', 'max-height',
  'display', 'list-style', 'list-style-type', 'list-style-position', 'float', 'clear', 'overflow', 'overflow-x', 'overflow-y',
]);

/** Layout values that stay inside the flow of the text. */
const DISPLAY_VALUES = new Set(['block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid', 'list-item', 'table', 'table-row', 'table-cell', 'none']);

/** Anything that fetches, runs, escapes the parser or measures against the viewport. */
const UNSAFE_VALUE = /url\s*\(|expression\s*\(|javascript:|vbscript:|@import|\\|\b\d*\.?\d+(vw|vh|vmin|vmax|svh|lvh|dvh|svw|lvw|dvw)\b|!\s*important/i;
/** Negative lengths pull a box over its neighbours. */
const NEGATIVE = /(^|[\s(,])-\s*\d*\.?\d/;

function allowed(property: string, value: string): boolean {
  if (!ALLOWED.has(property) || !value || UNSAFE_VALUE.test(value)) return false;
  if ((property.startsWith('margin') || property === 'text-indent') && NEGATIVE.test(value)) return false;
  if (property === 'display' && !DISPLAY_VALUES.has(value.toLowerCase())) return false;
  // A see-through block is how a link hides over the page; faint text stays readable enough.
  if (property === 'opacity' && !(Number(value) >= 0.3)) return false;
  return true;
}

/** The allowed declarations of a style attribute, re-serialised; '' when none is left. */
export function filterStyle(style: string): string {
  const kept: string[] = [];
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (allowed(property, value)) kept.push(`${property}: ${value}`);
  }
  return kept.join('; ');
}
