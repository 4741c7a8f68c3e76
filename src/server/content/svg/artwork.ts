import { escapeXml, FONT, palette, shade, textHash, wrapWords } from './kit';
import { bannerScene } from './banner-scenes';
import { gameEmblem } from './game-emblems';

/**
 * Square game tile: the vendor's colours in a gradient with light rays, and an emblem of the kind of
 * game (see game-emblems.ts). No text but the emblem's: the tile shows the name and vendor below and
 * beside the picture, so printing them again here only crowded it.
 */
export function gameArt(game: { gameName: string; vassalage: string; gameType: string }, vendorColor: string): string {
  const h = textHash(game.gameName);
  const light = shade(vendorColor, 0.25 + ((h >>> 3) % 20) / 100);
  const dark = shade(vendorColor, -0.65);
  const id = `g${h.toString(36)}`;
  const turn = h % 45;
  const rays = Array.from({ length: 8 }, (_, i) => `<path d="M120 120L${120 + 200 * Math.cos(((i * 45 + turn) * Math.PI) / 180)} ${120 + 200 * Math.sin(((i * 45 + turn) * Math.PI) / 180)}L${120 + 200 * Math.cos(((i * 45 + turn + 16) * Math.PI) / 180)} ${120 + 200 * Math.sin(((i * 45 + turn + 16) * Math.PI) / 180)}z"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240" role="img" aria-label="${escapeXml(game.gameName)}">
<defs><linearGradient id="${id}b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient>
<radialGradient id="${id}g" cx="0.5" cy="0.45" r="0.5"><stop offset="0" stop-color="#fff" stop-opacity="0.45"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
<clipPath id="${id}c"><rect width="240" height="240" rx="24"/></clipPath></defs>
<g clip-path="url(#${id}c)"><rect width="240" height="240" fill="url(#${id}b)"/>
<g fill="#fff" fill-opacity="0.07">${rays}</g><circle cx="120" cy="112" r="100" fill="url(#${id}g)"/></g>
${gameEmblem(game.gameType, h, FONT)}
</svg>`;
}

/** Round colour vendor icon with the vendor code. */
export function vendorIcon(code: string, color: string, shared: boolean): string {
  const label = shared ? 'LOTTO' : code.replace(/_/g, ' ');
  const size = label.length <= 3 ? 34 : label.length <= 5 ? 24 : 16;
  const id = `v${textHash(code + color).toString(36)}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120" role="img" aria-label="${escapeXml(code)}">
<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(color, 0.2)}"/><stop offset="1" stop-color="${shade(color, -0.35)}"/></linearGradient></defs>
<circle cx="60" cy="60" r="56" fill="url(#${id})" stroke="#fff" stroke-opacity="0.25" stroke-width="4"/>
<text x="60" y="${60 + size / 3}" text-anchor="middle" font-size="${size}" font-weight="800" fill="#fff" ${FONT}>${escapeXml(label)}</text>
</svg>`;
}

/**
 * Wide banner (750x300) or promotion image (690x300 when detail): the campaign's title and subtitle
 * on the left, a picture of what it offers on the right (banner-scenes.ts).
 */
export function bannerArt(title: string, subtitle: string, paletteIndex: number, width = 750, height = 300): string {
  const [from, to] = palette(paletteIndex);
  const h = textHash(title + subtitle);
  const id = `b${textHash(title + subtitle + width).toString(36)}`;
  // The text keeps to the left, clear of the picture.
  const titleLines = wrapWords(title, 17, 2);
  const title0 = 120 - (titleLines.length - 1) * 26;
  const titleSvg = titleLines
    .map((l, i) => `<text x="48" y="${title0 + i * 56}" font-size="48" font-weight="800" fill="#fff" ${FONT}>${escapeXml(l)}</text>`)
    .join('');
  const subY = title0 + titleLines.length * 56 + 8;
  const sub = wrapWords(subtitle, 32, 1)[0] ?? '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(title)}">
<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<clipPath id="${id}c"><rect width="${width}" height="${height}" rx="20"/></clipPath></defs>
<g clip-path="url(#${id}c)"><rect width="${width}" height="${height}" fill="url(#${id})"/>
<circle cx="${width - 110}" cy="90" r="150" fill="#fff" fill-opacity="0.08"/>
<circle cx="${width - 60}" cy="${height - 20}" r="90" fill="#fff" fill-opacity="0.07"/>
<g transform="translate(${width - 290} ${(height - 260) / 2})">${bannerScene(`${title} ${subtitle}`, h, FONT)}</g></g>
${titleSvg}
<text x="48" y="${subY}" font-size="26" fill="#fff" fill-opacity="0.85" ${FONT}>${escapeXml(sub)}</text>
</svg>`;
}

/** Square category icon: a coloured tile with the category's initial letters. */
export function categoryIcon(titleKey: string, color: string): string {
  const words = titleKey.replace(/^promo_category_/, '').split('_');
  const letters = words.map((w) => w.charAt(0).toUpperCase()).join('').slice(0, 2);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96" role="img" aria-label="${escapeXml(titleKey)}">
<rect width="96" height="96" rx="22" fill="${shade(color, -0.2)}"/>
<rect x="6" y="6" width="84" height="84" rx="18" fill="${color}"/>
<text x="48" y="60" text-anchor="middle" font-size="36" font-weight="800" fill="#fff" ${FONT}>${escapeXml(letters)}</text>
</svg>`;
}

/** Preset avatar: a person on a round gradient, the colours picked by the avatar's number. */
export function avatarArt(name: string, index: number): string {
  const [from, to] = palette(index);
  const id = `a${textHash(name).toString(36)}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120" role="img" aria-label="${escapeXml(name)}">
<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<clipPath id="${id}c"><circle cx="60" cy="60" r="58"/></clipPath></defs>
<circle cx="60" cy="60" r="58" fill="url(#${id})"/>
<g clip-path="url(#${id}c)" fill="#fff" fill-opacity="0.9"><circle cx="60" cy="46" r="22"/><ellipse cx="60" cy="112" rx="40" ry="36"/></g>
</svg>`;
}
