import { describe, expect, it } from 'vitest';
import { contrastRatio, isThemeColour, luminance, themeProperties } from '../../src/engine/theme';

describe('theme from the template', () => {
  it('colour parameters drive the custom properties, with readable text on the primary colour', () => {
    expect(themeProperties({ primaryColor: '#f5b400', backgroundColor: '#111318', title: 'x' })).toEqual({
      '--primary': '#f5b400',
      '--bg': '#111318',
      '--primary-text': '#1a1300',
      '--primary-ink': '#f5b400',
    });
    expect(themeProperties({ primaryColor: '#1d3b8a' })['--primary-text']).toBe('#ffffff');
    expect(themeProperties({ primaryColor: 'rgb(10, 20, 30)' })).toEqual({ '--primary': 'rgb(10, 20, 30)' });
  });

  it('any brand colour gets labels and text that read: 4.5:1 at least, on the brand and on the background', () => {
    const ratio = (a: string, b: string) => contrastRatio(luminance(a)!, luminance(b)!);
    for (const brand of ['#1d3b8a', '#0a1f44', '#f5b400', '#e60012', '#00a86b', '#7b2cbf', '#222222', '#ffffff']) {
      for (const background of ['#0f1115', '#1a1a2e']) { // with the default cards (#181b22, #222631) around it
        const theme = themeProperties({ primaryColor: brand, backgroundColor: background });
        expect(ratio(theme['--primary-text'], brand), `label on ${brand}`).toBeGreaterThanOrEqual(4.5);
        for (const under of [background, '#181b22', '#222631']) expect(ratio(theme['--primary-ink'], under), `${brand} as text on ${under}`).toBeGreaterThanOrEqual(4.5);
      }
    }
    // A brand that already reads is kept as it is.
    expect(themeProperties({ primaryColor: '#f5b400' })['--primary-ink']).toBe('#f5b400');
    // A dark blue brand is lightened just enough.
    expect(themeProperties({ primaryColor: '#1d3b8a' })['--primary-ink']).not.toBe('#1d3b8a');
  });

  it('an invalid colour is skipped, never reaching the page', () => {
    for (const bad of ['red; background: url(x)', 'url(javascript:alert(1))', 'expression(alert(1))', '#12', 'var(--x)', '', 42]) {
      expect(isThemeColour(bad)).toBe(false);
      expect(themeProperties({ primaryColor: bad })).toEqual({});
    }
  });
});
