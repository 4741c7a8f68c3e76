/**
 * The picture in the middle of a game tile: what the game is (reels for slots, cards for table
 * games, a fish, a ball, lottery balls…), drawn in white over the vendor's colours, with details
 * (symbols, numbers, suits) picked from the game's name so two games of one vendor never look alike.
 * The name itself is not drawn: the tile prints it under the picture.
 */
const SYMBOLS = ['7', '★', '♦', '$', 'BAR', '♣'];
const SUITS = [['♠', '#1b1b1b'], ['♥', '#d62839'], ['♦', '#d62839'], ['♣', '#1b1b1b']] as const;
const RANKS = ['A', 'K', 'Q', 'J', '10', '9'];

function pick<T>(list: readonly T[], hash: number, shift: number): T {
  return list[(hash >>> shift) % list.length];
}

function reels(hash: number, font: string): string {
  const cells = [0, 1, 2].map((i) => {
    const symbol = pick(SYMBOLS, hash, i * 5);
    const size = symbol.length > 1 ? 20 : 34;
    return `<rect x="${48 + i * 50}" y="82" width="44" height="64" rx="8" fill="#fff"/>
<text x="${70 + i * 50}" y="${126 - (34 - size) / 3}" text-anchor="middle" font-size="${size}" font-weight="800" fill="#c0392b" ${font}>${symbol}</text>`;
  });
  return `<rect x="38" y="70" width="164" height="88" rx="16" fill="#000" fill-opacity="0.35" stroke="#fff" stroke-opacity="0.8" stroke-width="4"/>${cells.join('')}
<rect x="206" y="84" width="8" height="50" rx="4" fill="#fff" fill-opacity="0.85"/><circle cx="210" cy="80" r="9" fill="#fff"/>`;
}

function cards(hash: number, font: string): string {
  const card = (x: number, rotate: number, shift: number) => {
    const [suit, colour] = pick(SUITS, hash, shift);
    const rank = pick(RANKS, hash, shift + 3);
    return `<g transform="rotate(${rotate} ${x + 32} 150)"><rect x="${x}" y="70" width="64" height="92" rx="8" fill="#fff"/>
<text x="${x + 10}" y="92" font-size="18" font-weight="800" fill="${colour}" ${font}>${rank}</text>
<text x="${x + 32}" y="132" text-anchor="middle" font-size="36" fill="${colour}" ${font}>${suit}</text></g>`;
  };
  return `${card(62, -12, 0)}${card(114, 10, 7)}<circle cx="120" cy="168" r="18" fill="#fff" stroke="#000" stroke-opacity="0.25" stroke-width="6" stroke-dasharray="6 5"/>`;
}

function fish(hash: number): string {
  const tilt = (hash % 20) - 10;
  return `<g transform="rotate(${tilt} 120 116)"><path d="M58 116c22-34 74-40 104 0-30 40-82 34-104 0z" fill="#fff"/>
<path d="M162 116l30-24v48z" fill="#fff" fill-opacity="0.85"/><circle cx="84" cy="110" r="6" fill="#000" fill-opacity="0.6"/>
<path d="M104 96c8 10 8 30 0 40" fill="none" stroke="#000" stroke-opacity="0.2" stroke-width="4"/></g>
<circle cx="62" cy="70" r="7" fill="none" stroke="#fff" stroke-width="3"/><circle cx="78" cy="52" r="4" fill="none" stroke="#fff" stroke-width="3"/>`;
}

function ball(): string {
  return `<circle cx="120" cy="116" r="46" fill="#fff"/><path d="M120 94l21 15-8 25h-26l-8-25z" fill="#1b1b1b"/>
<path d="M120 70v24M141 109l24-9M133 134l14 20M107 134l-14 20M99 109l-24-9" stroke="#1b1b1b" stroke-width="4"/>`;
}

function controller(): string {
  return `<path d="M64 96h112c16 0 26 14 24 30l-4 26c-2 14-18 18-28 8l-14-14H86l-14 14c-10 10-26 6-28-8l-4-26c-2-16 8-30 24-30z" fill="#fff"/>
<path d="M84 112v20M74 122h20" stroke="#1b1b1b" stroke-width="6" stroke-linecap="round"/><circle cx="150" cy="114" r="6" fill="#d62839"/><circle cx="164" cy="128" r="6" fill="#2f80ed"/>`;
}

function lotteryBalls(hash: number, font: string): string {
  const colours = ['#f7b731', '#e53950', '#2f80ed'];
  return [0, 1, 2]
    .map((i) => {
      const number = String(((hash >>> (i * 6)) % 49) + 1).padStart(2, '0');
      const x = 72 + i * 48;
      const y = i === 1 ? 100 : 124;
      return `<circle cx="${x}" cy="${y}" r="26" fill="#fff"/><circle cx="${x}" cy="${y}" r="17" fill="${colours[i]}"/>
<text x="${x}" y="${y + 7}" text-anchor="middle" font-size="18" font-weight="800" fill="#fff" ${font}>${number}</text>`;
    })
    .join('');
}

function rooster(): string {
  return `<path d="M96 156c-18-24-10-60 18-70l-6-18 14 10 8-16 4 18c22 6 34 30 26 52l16 6-18 10c-10 12-40 18-62 8z" fill="#fff"/>
<circle cx="130" cy="96" r="4" fill="#1b1b1b"/><path d="M146 98l12 4-12 4z" fill="#f7b731"/><path d="M120 84l6-12 6 12" fill="#d62839"/>`;
}

/** The emblem for a game type (the vendor's category), in a 240 × 240 tile. */
export function gameEmblem(gameType: string, hash: number, font: string): string {
  switch (gameType) {
    case 'LIVE':
    case 'PVP':
      return cards(hash, font);
    case 'FISH':
      return fish(hash);
    case 'SPORTS':
      return ball();
    case 'ESPORTS':
      return controller();
    case 'LOTT':
    case 'ELOTT':
      return lotteryBalls(hash, font);
    case 'COCKFIGHT':
      return rooster();
    default:
      return reels(hash, font);
  }
}
