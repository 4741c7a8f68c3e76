import { describe, expect, test } from 'vitest';
import { conditionCoverage, coverageLines } from '../../../src/cli/visual/coverage';
import type { FlagRow } from '../../../src/cli/visual/cover';
import { whenSites } from '../../../src/cli/visual/switch-reads';
import type { LayoutDocument } from '../../../src/engine/types';

const screen = {
  kind: 'screen', id: 'home', schemaVersion: '1.0',
  root: {
    type: 'Stack',
    children: [
      { type: 'Text', when: { var: 'flags.A' }, props: { text: 'a' } },
      { type: 'Text', when: { '!': { var: 'member.loggedIn' } }, props: { text: 'guest' } },
      { type: 'Stack', when: { and: [{ var: 'flags.B' }, { var: 'flags.A' }] }, children: [{ type: 'Text', when: { var: 'member.loggedIn' } }] },
      { type: 'Tabs', props: { tabs: [{ label: 'x', when: { var: 'flags.A' } }] }, on: { press: [{ do: 'navigate', to: '/m/x', when: { var: 'flags.B' } }] } },
    ],
  },
  queries: { list: { endpoint: 'games', when: { var: 'flags.B' } } },
} as unknown as LayoutDocument;

const base = { A: true, B: false, C: true };
const flagSets: FlagRow[] = [
  { name: 'default', overrides: {}, screens: ['home'] },
  { name: 'cover-1', overrides: { A: false, B: true, C: false }, screens: ['home'] },
];

describe('condition coverage', () => {
  test('the conditions a picture depends on: nodes and list entries, with their pointers and the switches they read; not actions or queries', () => {
    expect(whenSites(screen).map((site) => [site.pointer, site.switches])).toEqual([
      ['/root/children/0/when', ['A']],
      ['/root/children/1/when', []],
      ['/root/children/2/when', ['B', 'A']],
      ['/root/children/2/children/0/when', []],
      ['/root/children/3/props/tabs/0/when', ['A']],
    ]);
  });

  test('names the branch no row reaches, the one never shown, the one never hidden; and the switch that changed nothing', () => {
    const runs = [
      { flagSet: 'default', member: 'guest', language: 'CN' as const, seen: { 'home#/root/children/0/when': 1, 'home#/root/children/1/when': 1, 'home#/root/children/2/when': 2, 'home#/root/children/3/props/tabs/0/when': 1 } },
      { flagSet: 'cover-1', member: 'guest', language: 'CN' as const, seen: { 'home#/root/children/0/when': 2, 'home#/root/children/1/when': 1, 'home#/root/children/2/when': 2, 'home#/root/children/3/props/tabs/0/when': 2 } },
    ];
    const coverage = conditionCoverage(whenSites(screen), runs, flagSets, base);
    expect(coverage.sites.map((site) => [site.pointer, site.reach])).toEqual([
      ['/root/children/0/when', 'both'],
      ['/root/children/1/when', 'onlyTrue'],
      ['/root/children/2/when', 'onlyFalse'],
      ['/root/children/2/children/0/when', 'never'],
      ['/root/children/3/props/tabs/0/when', 'both'],
    ]);
    expect(coverage.counts).toEqual({ both: 2, onlyTrue: 1, onlyFalse: 1, never: 1 });
    expect(coverage.idle).toEqual([
      { code: 'B', why: 'read by 1 condition, none of which went one way with it on and the other with it off in this run' },
      { code: 'C', why: 'no layout condition reads it' },
    ]);
    const printed = coverageLines(coverage).join('\n');
    expect(printed).toContain('never: home/root/children/2/children/0/when {"var":"member.loggedIn"}');
    expect(printed).toContain('onlyFalse: home/root/children/2/when');
  });
});
