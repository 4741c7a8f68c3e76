/**
 * The merchant's colours as the inline style of <html>, as the app sets them there: a custom
 * property name and a colour the theme accepted, with anything that could end the attribute dropped.
 */
export function pageStyle(properties: Record<string, string>): string {
  return Object.entries(properties)
    .filter(([name, value]) => /^--[a-z0-9-]+$/i.test(name) && !/["<>&;]/.test(value))
    .map(([name, value]) => `${name}: ${value};`)
    .join(' ');
}
