import { describe, expect, test } from 'vitest';
import { screensToRetake, type Manifest } from '../../../src/cli/visual/changed';
import type { LayoutDocument } from '../../../src/engine/types';

const documents = {
  home: { kind: 'screen', id: 'home', root: { type: 'Include', props: { layout: 'lobby' } } },
  help: { kind: 'screen', id: 'help', root: { type: 'Text' } },
  lobby: { kind: 'fragment', id: 'lobby', root: { type: 'Text' } },
} as unknown as Record<string, LayoutDocument>;
const screens = [{ screen: 'home', address: '/m/home' }, { screen: 'help', address: '/m/help' }];
const manifest = (change: Partial<Manifest> = {}): Manifest => ({
  app: 'app1', matrix: 'm1', documents: { home: 'h1', help: 'x1', lobby: 'l1', chrome: 'c1' },
  flagSets: [{ name: 'default', overrides: {}, screens: ['help', 'home'] }], cells: [], ...change,
});

describe('--changed: which screens to take again', () => {
  test('only the screens showing a changed document, a fragment they include counting', () => {
    const now = manifest({ documents: { ...manifest().documents, lobby: 'l2' } });
    expect([...screensToRetake(manifest(), now, screens, documents).screens]).toEqual(['home']);
    expect(screensToRetake(manifest(), manifest(), screens, documents)).toEqual({ screens: new Set(), why: 'no document changed since the baseline' });
  });

  test('every screen when the app, the matrix or the chrome changed, or the baseline has no manifest', () => {
    const every = new Set(['home', 'help']);
    expect(screensToRetake(manifest(), manifest({ app: 'app2' }), screens, documents).screens).toEqual(every);
    expect(screensToRetake(manifest(), manifest({ matrix: 'm2' }), screens, documents).screens).toEqual(every);
    expect(screensToRetake(manifest(), manifest({ documents: { ...manifest().documents, chrome: 'c2' } }), screens, documents).screens).toEqual(every);
    expect(screensToRetake(null, manifest(), screens, documents).screens).toEqual(every);
  });

  test('a screen whose flag sets moved is taken again', () => {
    const now = manifest({ flagSets: [...manifest().flagSets, { name: 'cover-1', overrides: { A: false }, screens: ['help'] }] });
    expect([...screensToRetake(manifest(), now, screens, documents).screens]).toEqual(['help']);
  });
});
