/** Small building blocks for the generated SVG artwork. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string);
}

/** Mixes a #rrggbb colour towards black (amount < 0) or white (amount > 0). */
export function shade(hex: string, amount: number): string {
  const n = /^#([0-9a-f]{6})$/i.exec(hex) ? parseInt(hex.slice(1), 16) : 0x888888;
  const channel = (shift: number) => {
    const v = (n >> shift) & 0xff;
    const target = amount < 0 ? 0 : 255;
    return Math.round(v + (target - v) * Math.abs(amount));
  };
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
}

/** Greedy word wrap into at most maxLines lines; the last line gets an ellipsis when cut. */
export function wrapWords(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (current && (current + ' ' + word).length > maxChars) {
      lines.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1].slice(0, Math.max(1, maxChars - 1))}…`;
  return kept;
}

/** A stable hue-ish number from text so each game looks different but never changes. */
export function textHash(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (Math.imul(h, 31) + text.charCodeAt(i)) >>> 0;
  return h;
}

export function palette(index: number): [string, string] {
  const pairs: [string, string][] = [
    ['#ff7a1a', '#7a1fa2'], ['#1b998b', '#0b3c5d'], ['#e53950', '#3a0ca3'], ['#d4af37', '#6b2d00'],
    ['#2f80ed', '#111d4a'], ['#e84393', '#2d1e5f'], ['#20bf6b', '#0b4f3c'], ['#f7b731', '#a13d2d'],
  ];
  return pairs[Math.abs(index) % pairs.length];
}

export const FONT = `font-family="'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif"`;
