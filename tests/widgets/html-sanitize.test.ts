import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../widgets/Html/sanitize';
import { filterStyle } from '../../widgets/Html/style-allowlist';

/** The overlay vectors of the hostile probe: each tries to cover the app or catch every tap. */
const OVERLAYS = [
  '<a href="https://evil.example" style="position:fixed;inset:0;z-index:2147483647;display:block">win</a>',
  '<div style="position: fixed; top: 0; left: 0; width: 100vw; height: 100vh; z-index: 9999">cover</div>',
  '<div style="position:sticky;top:0">sticky</div>',
  '<div style="position:absolute;left:-9999px">off-screen</div>',
  '<p style="margin-top:-2000px">pulled up</p>',
  '<div style="transform:translate(0,-500px) scale(20)">moved</div>',
  '<div style="width:100vw;height:100dvh">viewport</div>',
  '<div style="opacity:0;width:100%;height:2000px">invisible</div>',
  '<div class="toast sheet app">borrowed app classes</div>',
  '<div id="root">clobber</div>',
  '<dialog open>modal</dialog>',
  '<div style="color:red !important;position:fixed\\;">escaped</div>',
];

describe('operator HTML cannot take over the screen', () => {
  it.each(OVERLAYS)('%s keeps its text and loses every way out of its box', (html) => {
    const out = sanitizeHtml(html);
    expect(out).not.toMatch(/position|z-index|inset|transform|\bvw\b|\bvh\b|dvh|-2000px|opacity:\s*0\b|class=|id=|<dialog/i);
    expect(out.replace(/<[^>]+>/g, '')).not.toBe('');
  });

  it('a link opens in a new tab, cannot reach back, says where it goes and wears no style of its own', () => {
    const out = sanitizeHtml('<a href="https://example.com/promo" style="color:transparent;font-size:0">Promo</a>');
    const link = new DOMParser().parseFromString(out, 'text/html').querySelector('a')!;
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.getAttribute('title')).toBe('https://example.com/promo');
    expect(link.hasAttribute('style')).toBe(false);
  });

  it('ordinary formatting stays', () => {
    const html = '<p style="font-size:28px;line-height:44px;margin:0 0 20px;color:#f5b400;text-align:center">Hello</p><table style="width:100%;border-collapse:collapse"><tr><td style="padding:12px 16px">x</td></tr></table>';
    const doc = new DOMParser().parseFromString(sanitizeHtml(html), 'text/html');
    expect(doc.querySelector('p')!.getAttribute('style')).toBe('font-size: 28px; line-height: 44px; margin: 0 0 20px; color: #f5b400; text-align: center');
    expect(doc.querySelector('table')!.getAttribute('style')).toBe('width: 100%; border-collapse: collapse');
    expect(doc.querySelector('td')!.getAttribute('style')).toBe('padding: 12px 16px');
  });
});

describe('filterStyle', () => {
  it.each([
    ['position: fixed; color: red', 'color: red'],
    ['z-index: 10', ''],
    ['background: url(https://x/y.png)', ''],
    ['background-color: rgba(0,0,0,.5)', 'background-color: rgba(0,0,0,.5)'],
    ['margin: 0 -10px', ''],
    ['margin: 0 10px', 'margin: 0 10px'],
    ['display: contents', ''],
    ['display: block', 'display: block'],
    ['width: 50vw', ''],
    ['opacity: 0.1', ''],
    ['opacity: 0.8', 'opacity: 0.8'],
    ['color: red !important', ''],
    ['no colon here; font-weight: bold', 'font-weight: bold'],
  ])('%s -> %s', (style, kept) => expect(filterStyle(style)).toBe(kept));
});
