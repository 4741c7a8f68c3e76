import { gameEmblem } from './game-emblems';

/**
 * The picture on the right of a banner or promotion image: a stack of gold coins with a gift, a
 * trophy, or one of the game emblems (cards, reels, lottery balls), on a soft glow, so the seeded
 * banners look like the campaigns they stand for rather than text on a gradient. Drawn in a
 * 260 × 260 box; which one a banner gets follows from what its text is about (in English or
 * Chinese), else from a hash of it, so it never changes.
 */
function coins(): string {
  const coin = (x: number, y: number) => `<ellipse cx="${x}" cy="${y + 8}" rx="38" ry="12" fill="#b8860b"/><ellipse cx="${x}" cy="${y}" rx="38" ry="12" fill="#ffd54a" stroke="#f5b400" stroke-width="3"/>`;
  const stack = (x: number, base: number, count: number) => Array.from({ length: count }, (_, i) => coin(x, base - i * 12)).join('');
  return `${stack(88, 206, 6)}${stack(172, 214, 4)}
<rect x="96" y="70" width="80" height="62" rx="8" fill="#e53950"/><rect x="90" y="56" width="92" height="20" rx="6" fill="#ff6b81"/>
<rect x="130" y="56" width="12" height="76" fill="#ffd54a"/><path d="M136 56c-18-26-40-8-22 0M136 56c18-26 40-8 22 0" fill="none" stroke="#ffd54a" stroke-width="7" stroke-linecap="round"/>`;
}

function trophy(): string {
  return `<path d="M86 58h100v36c0 34-22 58-50 58s-50-24-50-58z" fill="#ffd54a" stroke="#f5b400" stroke-width="4"/>
<path d="M86 70H62c0 30 14 44 30 46M186 70h24c0 30-14 44-30 46" fill="none" stroke="#ffd54a" stroke-width="9"/>
<rect x="124" y="150" width="24" height="34" fill="#f5b400"/><rect x="96" y="184" width="80" height="22" rx="6" fill="#8d5b00"/>
<path d="M136 78l8 16 18 3-13 12 3 18-16-9-16 9 3-18-13-12 18-3z" fill="#fff"/>`;
}

const SPARKS = [[34, 40], [228, 60], [210, 222], [40, 200], [236, 150]];

type Scene = 'coins' | 'trophy' | 'LIVE' | 'RNG' | 'ELOTT';
const SCENES: Scene[] = ['coins', 'trophy', 'LIVE', 'RNG', 'ELOTT'];
// The game a campaign is about wins over what it pays ("live casino cashback" shows cards).
const THEMES: [RegExp, Scene][] = [
  [/live|casino|baccarat|roulette|poker|真人|百家乐|轮盘|棋牌/i, 'LIVE'],
  [/lott|draw|keno|彩票|开奖/i, 'ELOTT'],
  [/slot|spin|jackpot|老虎机|电子|旋转/i, 'RNG'],
  [/vip|club|contest|win|tournament|会员|贵宾|比赛|排行/i, 'trophy'],
  [/deposit|bonus|cash|rebate|存款|首存|红利|彩金|返水|返利/i, 'coins'],
];

export function bannerScene(text: string, hash: number, font: string): string {
  const kind = THEMES.find(([pattern]) => pattern.test(text))?.[1] ?? SCENES[hash % SCENES.length]!;
  const glow = '<circle cx="136" cy="130" r="120" fill="#fff" fill-opacity="0.12"/>';
  const sparks = SPARKS.map(([x, y], i) => `<path d="M${x} ${y - 9}l3 6 6 3-6 3-3 6-3-6-6-3 6-3z" fill="#fff" fill-opacity="${0.5 + (i % 2) * 0.3}"/>`).join('');
  if (kind === 'coins') return glow + coins() + sparks;
  if (kind === 'trophy') return glow + trophy() + sparks;
  // A game emblem is drawn for a 240 box: centred and enlarged in this one.
  return `${glow}<g transform="translate(-16 -24) scale(1.2)">${gameEmblem(kind, hash, font)}</g>${sparks}`;
}
