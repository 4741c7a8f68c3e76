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

/** Parameters that colour text on the page's background: they must read on it (WCAG AA, 4.5:1). */
export const TEXT_COLOUR_PARAMETERS: readonly string[] = ['textColor', 'dangerColor'];

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

/** The red, green and blue of a #rgb / #rrggbb colour (0..255; alpha ignored), or null for others. */
function hexChannels(colour: string): [number, number, number] | null {
  let hex = colour.trim().replace('#', '');
  if (hex.length === 3 || hex.length === 4) hex = hex.slice(0, 3).split('').map((c) => c + c).join('');
  if (!/^[0-9a-f]{6}/i.test(hex)) return null;
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

/** Relative luminance of a #rgb / #rrggbb colour, for choosing readable text on it; null for others. */
export function luminance(colour: string): number | null {
  const channels = hexChannels(colour);
  if (!channels) return null;
  const [r, g, b] = channels.map((value) => {
    const channel = value / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two luminances (1 to 21). */
export function contrastRatio(a: number, b: number): number {
  const [light, dark] = a > b ? [a, b] : [b, a];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The app's own surfaces when the template sets none (src/app/styles/base.css: page, cards, raised
 * rows); brand-coloured text must read on the lightest of them.
 */
const DEFAULT_SURFACES = { '--bg': '#0f1115', '--surface': '#181b22', '--surface-2': '#222631' };
const DARK_LABEL = '#1a1300';
const LIGHT_LABEL = '#ffffff';
/** WCAG AA for body text. */
const READABLE = 4.5;

/** `colour` mixed with white by `share` (0..1), as #rrggbb; null for a colour that is not hex. */
function towardWhite(colour: string, share: number): string | null {
  const channels = hexChannels(colour);
  if (!channels) return null;
  return `#${channels.map((c) => Math.round(c + (255 - c) * share).toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The brand colour as text on the backgrounds (links, selected tabs, amounts): itself when it reads
 * (4.5:1) on the lightest of them, else the least lightened version that does. A dark brand on the dark theme would
 * otherwise be unreadable wherever it colours text.
 */
export function readableInk(primary: string, backgrounds: string[]): string | null {
  const lights = backgrounds.map(luminance).filter((light): light is number => light !== null);
  if (lights.length === 0 || luminance(primary) === null) return null;
  const bg = Math.max(...lights);
  for (let step = 0; step <= 20; step++) {
    const candidate = step === 0 ? primary.trim() : towardWhite(primary, step / 20);
    const light = candidate ? luminance(candidate) : null;
    if (candidate && light !== null && contrastRatio(light, bg) >= READABLE) return candidate;
  }
  return LIGHT_LABEL;
}

/**
 * The custom properties of a template: each valid colour parameter sets its property (an invalid
 * one is skipped, never breaking the page); labels on the brand colour are dark or white, whichever
 * contrasts more; the brand colour used as text is lightened until it reads on the background.
 */
export function themeProperties(parameters: Record<string, unknown>): Record<string, string> {
  const properties: Record<string, string> = {};
  for (const [name, property] of Object.entries(THEME_PARAMETERS)) {
    const value = parameters[name];
    if (isThemeColour(value)) properties[property] = value.trim();
  }
  const primary = properties['--primary'];
  const light = primary ? luminance(primary) : null;
  if (primary && light !== null) {
    const onDark = contrastRatio(light, luminance(DARK_LABEL) ?? 0);
    const onLight = contrastRatio(light, 1);
    properties['--primary-text'] = onDark >= onLight ? DARK_LABEL : LIGHT_LABEL;
    const surfaces = Object.entries(DEFAULT_SURFACES).map(([property, fallback]) => properties[property] ?? fallback);
    const ink = readableInk(primary, surfaces);
    if (ink) properties['--primary-ink'] = ink;
  }
  return properties;
}

/**
 * Text colours that do not reach WCAG AA (4.5:1) on the page's background (the template's
 * backgroundColor, else the app's own dark one), each with its ratio. Colours given as rgb()/hsl()
 * are not measured (only hex has a luminance here).
 */
export function lowContrastTexts(parameters: Record<string, unknown>): { name: string; ratio: number; background: string }[] {
  const background = isThemeColour(parameters.backgroundColor) && luminance(parameters.backgroundColor) !== null ? parameters.backgroundColor.trim() : DEFAULT_SURFACES['--bg'];
  const bg = luminance(background) ?? 0;
  const found: { name: string; ratio: number; background: string }[] = [];
  for (const name of TEXT_COLOUR_PARAMETERS) {
    const value = parameters[name];
    const light = typeof value === 'string' ? luminance(value) : null;
    if (light === null) continue;
    const ratio = contrastRatio(light, bg);
    if (ratio < READABLE) found.push({ name, ratio: Math.floor(ratio * 100) / 100, background });
  }
  return found;
}
