import { describe, expect, test } from 'vitest';
import suite from '../fixtures/jsonlogic-tests.json';
import { evaluate } from '../../src/engine/conditions';

type Case = [rule: unknown, data: unknown, expected: unknown];

// The official JsonLogic suite: string items are section headings, array items are cases.
const cases: { name: string; rule: unknown; data: unknown; expected: unknown }[] = [];
let section = '';
for (const item of suite as unknown[]) {
  if (typeof item === 'string') {
    section = item;
    continue;
  }
  const [rule, data, expected] = item as Case;
  cases.push({ name: `${cases.length + 1} ${section}: ${JSON.stringify(rule)}`, rule, data, expected });
}

describe('json-logic conformance (official suite)', () => {
  test('the suite holds all 277 cases', () => {
    expect(cases).toHaveLength(277);
  });

  test.each(cases)('$name', ({ rule, data, expected }) => {
    expect(evaluate(rule, data)).toEqual(expected);
  });
});
