import { describe, expect, it } from 'vitest';
import { bannerArt } from '../../../src/server/content/svg/artwork';
import { bannerScene } from '../../../src/server/content/svg/banner-scenes';

const FONT = 'font-family="x"';
const kindOf = (text: string) => {
  const svg = bannerScene(text, 7, FONT);
  if (svg.includes('<ellipse')) return 'coins';
  if (svg.includes('M86 58h100')) return 'trophy';
  if (/rotate\(-12/.test(svg)) return 'cards';
  if (svg.includes('#c0392b')) return 'reels';
  if (svg.includes('#2f80ed')) return 'balls';
  return 'unknown';
};

describe('banner pictures', () => {
  it('show what the campaign is about, in English or Chinese; the game wins over the payout', () => {
    expect(kindOf('100% First Deposit Bonus')).toBe('coins');
    expect(kindOf('首存红利 100%')).toBe('coins');
    expect(kindOf('VIP Club weekly rewards')).toBe('trophy');
    expect(kindOf('Live Casino Week: baccarat cashback')).toBe('cards');
    expect(kindOf('每日彩票开奖')).toBe('balls');
    expect(kindOf('Jackpot slots')).toBe('reels');
  });

  it('fall back to a stable pick from the text otherwise, and sit right of the text in the banner', () => {
    expect(bannerScene('Welcome', 3, FONT)).toBe(bannerScene('Welcome', 3, FONT));
    const svg = bannerArt('Hello world', 'A subtitle', 0);
    expect(svg).toContain('<g transform="translate(460 20)">');
    expect(svg).toContain('Hello world');
  });
});
