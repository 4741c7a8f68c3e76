/**
 * Template colour parameters and the CSS custom properties they drive. One table, read by the
 * client (applyTheme) and by the operator API (which refuses a bad colour before it is stored).
 */
export const THEME_PARAMETERS: Readonly<Record<string, string>> = {
  primaryColor: '--primary',
  backgroundColor: '--bg',
  surfaceColor: '--surface',
  textColor: '--text',
  dangerColor: '--danger',
};

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const NUMBER = String.raw`\s*-?\d+(?:\.\d+)?%?\s*`;
const FUNCTIONAL = new RegExp(String.raw`^(?:rgb|rgba|hsl|hsla)\((?:${NUMBER},){2}${NUMBER}(?:,${NUMBER})?\)$`, 'i');

/** A colour the theme accepts: hex, rgb(a) or hsl(a) with plain numbers (nothing that could be a url or an expression). */
export function isThemeColour(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 64 && (HEX.test(value.trim()) || FUNCTIONAL.test(value.trim()));
}

/** Whether a template parameter is a theme colour (its value must then be one). */
export function isColourParameter(name: string): boolean {
  return Object.hasOwn(THEME_PARAMETERS, name);
}

/** Relative luminance of a #rgb / #rrggbb colour, for choosing readable text on it; null for others. */
export function luminance(colour: string): number | null {
  let hex = colour.trim().replace('#', '');
  if (hex.length === 3 || hex.length === 4) hex = hex.slice(0, 3).split('').map((c) => c + c).join('');
  if (!/^[0-9a-f]{6}/i.test(hex)) return null;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const channel = parseInt(hex.slice(i, i + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * The custom properties of a template: each valid colour parameter sets its property (an invalid
 * one is skipped, never breaking the page), and text on the primary colour is dark or light by contrast.
 */
export function themeProperties(parameters: Record<string, unknown>): Record<string, string> {
  const properties: Record<string, string> = {};
  for (const [name, property] of Object.entries(THEME_PARAMETERS)) {
    const value = parameters[name];
    if (isThemeColour(value)) properties[property] = value.trim();
  }
  const primary = properties['--primary'];
  const light = primary ? luminance(primary) : null;
  if (light !== null) properties['--primary-text'] = light > 0.4 ? '#1a1300' : '#ffffff';
  return properties;
}
