import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

describe('index.html', () => {
  it('links the per-merchant web app manifest', () => {
    const html = readFileSync(resolve(__dirname, '../../index.html'), 'utf8');
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe('/m/manifest.webmanifest');
  });
});
