import { describe, expect, it } from 'vitest';
import { isThemeColour, themeProperties } from '../../src/engine/theme';

describe('theme from the template', () => {
  it('colour parameters drive the custom properties, with readable text on the primary colour', () => {
    expect(themeProperties({ primaryColor: '#f5b400', backgroundColor: '#111318', title: 'x' })).toEqual({
      '--primary': '#f5b400',
      '--bg': '#111318',
      '--primary-text': '#1a1300',
    });
    expect(themeProperties({ primaryColor: '#1d3b8a' })['--primary-text']).toBe('#ffffff');
    expect(themeProperties({ primaryColor: 'rgb(10, 20, 30)' })).toEqual({ '--primary': 'rgb(10, 20, 30)' });
  });

  it('an invalid colour is skipped, never reaching the page', () => {
    for (const bad of ['red; background: url(x)', 'url(javascript:alert(1))', 'expression(alert(1))', '#12', 'var(--x)', '', 42]) {
      expect(isThemeColour(bad)).toBe(false);
      expect(themeProperties({ primaryColor: bad })).toEqual({});
    }
  });
});
