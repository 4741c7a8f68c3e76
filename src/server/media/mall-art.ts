import { escapeXml, FONT, palette, shade } from '../content/svg/kit';

/** The pictures an operator can give a mall item. */
export const MALL_ARTS = ['cash', 'card', 'hoodie', 'earbuds', 'gold', 'phone', 'gift'] as const;

const WHITE = 'fill="#fff"';

/** One simple glyph per kind of item, drawn around the centre (160, 116) of a 320x240 tile. */
function glyph(art: string, value: number): string {
  switch (art) {
    case 'cash': {
      const label = Number.isInteger(value) ? String(value) : value.toFixed(2);
      const size = label.length <= 3 ? 56 : 40;
      return `<rect x="70" y="66" width="180" height="100" rx="14" ${WHITE} fill-opacity="0.92"/>
<rect x="82" y="78" width="156" height="76" rx="8" fill="none" stroke="#000" stroke-opacity="0.12" stroke-width="3"/>
<text x="160" y="${116 + size / 3}" text-anchor="middle" font-size="${size}" font-weight="800" fill="#3b2a00" ${FONT}>${escapeXml(label)}</text>`;
    }
    case 'card':
      return `<rect x="80" y="62" width="160" height="104" rx="14" ${WHITE} fill-opacity="0.92"/>
<rect x="80" y="84" width="160" height="18" fill="#000" fill-opacity="0.25"/><rect x="98" y="120" width="34" height="26" rx="5" fill="#d4af37"/>`;
    case 'hoodie':
      return `<path d="M130 56 Q160 40 190 56 L236 86 L220 124 L204 114 L204 178 L116 178 L116 114 L100 124 L84 86 Z" ${WHITE} fill-opacity="0.92"/>
<path d="M138 60 Q160 96 182 60" fill="none" stroke="#000" stroke-opacity="0.25" stroke-width="5"/>`;
    case 'earbuds':
      return `<circle cx="126" cy="96" r="28" ${WHITE} fill-opacity="0.92"/><rect x="134" y="108" width="14" height="64" rx="7" ${WHITE} fill-opacity="0.92"/>
<circle cx="194" cy="96" r="28" ${WHITE} fill-opacity="0.92"/><rect x="172" y="108" width="14" height="64" rx="7" ${WHITE} fill-opacity="0.92"/>`;
    case 'gold':
      return `<path d="M96 160 L122 84 L198 84 L224 160 Z" fill="#ffd24a"/><path d="M122 84 L198 84 L188 100 L132 100 Z" fill="#fff3b0"/>
<path d="M96 160 L224 160 L214 170 L106 170 Z" fill="#b8860b"/>`;
    case 'phone':
      return `<rect x="122" y="44" width="76" height="144" rx="14" ${WHITE} fill-opacity="0.92"/><rect x="130" y="58" width="60" height="112" rx="6" fill="#000" fill-opacity="0.55"/>
<circle cx="160" cy="178" r="4" fill="#000" fill-opacity="0.4"/>`;
    default:
      return `<rect x="100" y="92" width="120" height="80" rx="8" ${WHITE} fill-opacity="0.92"/><rect x="92" y="72" width="136" height="28" rx="6" ${WHITE}/>
<rect x="152" y="72" width="16" height="100" fill="#e53950"/>`;
  }
}

/** A mall item's picture (320x240): its palette's gradient, soft circles and the glyph of its kind. */
export function mallItemArt(item: { id: number; name: string; art: string; palette: number; value: number }): string {
  const [from, to] = palette(item.palette);
  const id = `m${item.id}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240" width="320" height="240" role="img" aria-label="${escapeXml(item.name)}">
<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(from, 0.1)}"/><stop offset="1" stop-color="${shade(to, -0.2)}"/></linearGradient>
<clipPath id="${id}c"><rect width="320" height="240" rx="20"/></clipPath></defs>
<g clip-path="url(#${id}c)"><rect width="320" height="240" fill="url(#${id})"/>
<circle cx="270" cy="40" r="90" fill="#fff" fill-opacity="0.08"/><circle cx="40" cy="220" r="70" fill="#fff" fill-opacity="0.07"/></g>
${glyph(item.art, item.value)}
</svg>`;
}
