import { writtenProps } from '../../src/engine/node-props';
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../src/engine/conditions';
import type { LayoutNode } from '../../src/engine/types';
import { findNode, layoutJson } from './machine';

const dollar = (value: unknown) => (value as { $: unknown }).$ as never;

describe('winner board', () => {
  const doc = layoutJson('menus/winners.json');
  const list = findNode(doc.root, (n) => n.id === 'winner-list');
  const props = writtenProps(list) as Record<string, unknown> & { item: LayoutNode; ticker: Record<string, unknown> };
  const win = (name: string, amount: number) => ({ vo: { customerName: name, gameName: 'Koi Blitz', winAmount: amount } });
  const answer = [win('a', 10), win('b', 5000), win('c', 250.5), ...Array.from({ length: 30 }, (_, i) => win(`x${i}`, i))];

  it('sorts by win amount, largest first, and keeps 20', () => {
    const items = evaluate(dollar(props.items), { data: { winnerBoard: { items: answer } } }) as ReturnType<typeof win>[];
    expect(items).toHaveLength(20);
    expect(items.slice(0, 3).map((w) => w.vo.customerName)).toEqual(['b', 'c', 'x29']);
  });

  it('scrolls by itself only above 5 entries', () => {
    expect(props.layout).toBe('ticker');
    expect(props.ticker.minItems).toBe(5);
  });

  it('puts the currency symbol before the amount for F or empty, after it for B', () => {
    const hint = dollar(writtenProps(props.item).hint);
    const amount = (currencyPosition: string | undefined) =>
      evaluate(hint, { item: win('a', 12345.5), data: { settings: { value: { currencySymbol: '¥', currencyPosition } } } });
    expect(amount('F')).toBe('¥12,345.50');
    expect(amount(undefined)).toBe('¥12,345.50');
    expect(amount('B')).toBe('12,345.50 ¥');
  });

  it('a tap launches that game', () => {
    expect(props.item.on!.press).toEqual([expect.objectContaining({ do: 'run', list: 'launchGame' })]);
  });
});

describe('banners and footer', () => {
  it('home banners: group m_home, a loop every 5000 ms with a 1000 ms transition; the first loads first', () => {
    const doc = layoutJson('menus/homeBanners.json');
    // The spec's home type set; without a group the platform answers the m_home banners.
    expect((doc.queries as Record<string, { call: string; params: unknown }>).banners).toMatchObject({ call: 'content.announcements', params: { types: ['B', 'PL', 'PU', 'PR', 'H'] } });
    const props = writtenProps(doc.root) as { carousel: Record<string, unknown>; item: LayoutNode };
    expect(props.carousel).toMatchObject({ perView: 1, autoplayMs: 5000, speedMs: 1000, loop: true });
    expect(evaluate(dollar(writtenProps(props.item).priority), { index: 0 })).toBe(true);
    expect(evaluate(dollar(writtenProps(props.item).priority), { index: 1 })).toBe(false);
  });

  it('home asks for announcements once, with the spec\'s types B, PL, PU, PR, H: banners, the notice bar and the pop-ups share it', () => {
    const home = layoutJson('screens/home.json');
    const banners = (layoutJson('menus/homeBanners.json').queries as Record<string, { call: string; params: unknown }>).banners;
    const notices = (home.queries as Record<string, { call: string; params: unknown; items: string }>).notices;
    expect(notices).toMatchObject({ call: banners.call, params: banners.params, items: 'player' });
    // Every action in the document, nested lists included.
    const actions = (value: unknown): Record<string, unknown>[] =>
      Array.isArray(value) ? value.flatMap(actions) : value && typeof value === 'object' ? [...('do' in value ? [value as Record<string, unknown>] : []), ...Object.values(value).flatMap(actions)] : [];
    const popups = actions(home.onEnter).find((a) => a.do === 'api' && a.call === 'content.announcements');
    expect(popups).toMatchObject({ params: banners.params, cache: { staleMs: 60000 }, into: 'popups' });
  });

  it('game pages show the m_game banners', () => {
    const list = layoutJson('screens/gameList.json');
    expect(writtenProps(findNode(list.root, (n) => n.type === 'Include'))).toEqual({ layout: 'gameBanners' });
    const doc = layoutJson('menus/gameBanners.json');
    expect((doc.queries as Record<string, { params: unknown }>).gameBanners.params).toEqual({ types: ['B'], groupName: 'm_game' });
  });

  it('contact icons only for the known networks that have a link', () => {
    const doc = layoutJson('menus/homeFooter.json');
    const social = findNode(doc.root, (n) => n.type === 'Collection' && writtenProps(n).label === 't:games_footer_contact');
    const links = [{ name: 'telegram', url: 'https://t.me/x' }, { name: 'FACEBOOK', url: 'https://fb.com/x' }, { name: 'line', url: '' }, { name: 'myspace', url: 'https://m.example' }];
    const shown = evaluate(dollar(writtenProps(social).items), { data: { settings: { value: { socialLinks: links } } } }) as { name: string }[];
    expect(shown.map((l) => l.name)).toEqual(['telegram', 'FACEBOOK']);
  });

  it('help items open /m/help?i=N', () => {
    const doc = layoutJson('menus/homeFooter.json');
    const help = findNode(doc.root, (n) => n.type === 'Collection' && writtenProps(n).source === 'footerHelp');
    const [go] = (writtenProps(help).item as LayoutNode).on!.press as unknown as { to: unknown }[];
    expect(evaluate(dollar(go.to), { index: 2 })).toBe('/m/help?i=2');
  });
});
