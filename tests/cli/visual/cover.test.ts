import { describe, expect, test } from 'vitest';
import { packFlagSets, requirementsOf, screenCover, type Assignment } from '../../../src/cli/visual/cover';

const base = { A: true, B: true, C: false, D: true, UNREAD: true };
const meets = (rows: readonly Assignment[], requirement: string[]) =>
  rows.some((row) => requirement.every((part) => row[part.split('=')[0]!] === part.endsWith('=1')));

describe('the reduced matrix: a cover of the switches each screen reads', () => {
  test('each switch a screen reads is on in some flag set and off in another; two read by one rule meet in all four combinations; the first is the screen as it is', () => {
    const rules = [['A', 'B'], ['C'], ['B', 'C', 'D']];
    const rows = screenCover(rules, base);
    expect(rows[0]).toEqual({ A: true, B: true, C: false, D: true });
    for (const code of ['A', 'B', 'C', 'D']) expect([code, rows.some((r) => r[code]), rows.some((r) => !r[code])]).toEqual([code, true, true]);
    for (const [x, y] of [['A', 'B'], ['B', 'C'], ['B', 'D'], ['C', 'D']]) {
      for (const combination of [[1, 1], [1, 0], [0, 1], [0, 0]]) expect([x, y, combination, meets(rows, [`${x}=${combination[0]}`, `${y}=${combination[1]}`])]).toEqual([x, y, combination, true]);
    }
    expect(rows.every((row) => !('UNREAD' in row))).toBe(true);
    // Fewer flag sets than every combination (16).
    expect(rows.length).toBeLessThanOrEqual(6);
  });

  test('a screen that reads no switch is taken once, as it is', () => {
    expect(screenCover([], base)).toEqual([{}]);
    expect(requirementsOf([])).toEqual([]);
  });

  test('packing: every screen as it is under "default"; each other combination under a flag set that sets none of its switches the other way, at most once per screen', () => {
    const needs = new Map([
      ['login', screenCover([['A'], ['B']], base)],
      ['home', screenCover([['A'], ['C']], base)],
      ['help', screenCover([], base)],
    ]);
    const sets = packFlagSets(needs, base, 'cover');
    expect(sets[0]).toEqual({ name: 'default', overrides: {}, screens: ['help', 'home', 'login'] });
    for (const [screen, combinations] of needs) {
      const under = sets.filter((set) => set.screens.includes(screen));
      expect(under).toHaveLength(combinations.length);
      for (const combination of combinations) {
        expect(under.some((set) => Object.entries(combination).every(([code, value]) => (set.overrides[code] ?? base[code as keyof typeof base]) === value))).toBe(true);
      }
    }
    // login (A, B) and home (A, C) both need A off: one flag set serves both.
    expect(sets).toHaveLength(2);
    expect(sets[1]).toEqual({ name: 'cover-1', overrides: { A: false, B: false, C: true }, screens: ['home', 'login'] });
  });
});
