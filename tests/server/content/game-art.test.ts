import { describe, expect, it } from 'vitest';
import { gameArt } from '../../../src/server/content/svg/artwork';

const art = (gameType: string, gameName = 'Dragon Rush') => gameArt({ gameName, vassalage: 'PG', gameType }, '#e67e22');
const texts = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);

describe('generated game tile art', () => {
  it('draws what kind of game it is, not the name the tile already prints', () => {
    expect(texts(art('RNG')).join(' ')).not.toMatch(/Dragon|Rush|PG/);
    expect(art('RNG')).toContain('<rect x="48" y="82"');
    expect(texts(art('LIVE')).some((t) => ['♠', '♥', '♦', '♣'].includes(t))).toBe(true);
    expect(texts(art('LOTT')).every((t) => /^\d\d$/.test(t))).toBe(true);
    expect(art('FISH')).not.toEqual(art('RNG'));
    // The name stays the picture's accessible name.
    expect(art('RNG')).toContain('aria-label="Dragon Rush"');
  });

  it('two games of one vendor and kind look different, and one game always looks the same', () => {
    expect(art('RNG', 'Lotus Deluxe')).not.toEqual(art('RNG', 'Mermaid Rush'));
    expect(art('RNG', 'Lotus Deluxe')).toEqual(art('RNG', 'Lotus Deluxe'));
  });
});
