import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldValueMatches, patternProblem } from '../../../src/server/services/field-pattern';

/** Pieces operators really type, and the ones that hurt backtracking engines: nesting, alternation, lookaround, backreferences. */
const TOKENS = ['a', 'b', '1', '\\d', '\\w', '\\s', '.', '[a-z]', '[^<>]', '*', '+', '?', '{2,5}', '{3}', '(', ')', '(?:', '|', '^', '$',
  '(?=', '(?!', '(?<=', '\\1', '(a+)+', '(a|a)*', '(.*)*', '\\', '[', ']'];
const patterns = fc.array(fc.constantFrom(...TOKENS), { minLength: 1, maxLength: 14 }).map((parts) => parts.join(''));
const ATTACKS = ['a'.repeat(10_000), `${'a'.repeat(9_999)}!`, `${'ab1 '.repeat(2_500)}<`];

function quickest(run: () => void): number {
  return Math.min(...[0, 1].map(() => {
    const started = performance.now();
    run();
    return performance.now() - started;
  }));
}

describe('operator patterns: refused, or run in linear time', () => {
  it('1,000 arbitrary patterns: each is refused with a reason or answers 10,000-character attacks quickly, never throwing', () => {
    let accepted = 0;
    fc.assert(
      fc.property(patterns, (source) => {
        const problem = patternProblem(source);
        if (problem !== null) {
          expect(typeof problem).toBe('string');
          return;
        }
        accepted += 1;
        for (const input of ATTACKS) {
          // Generous bound: a backtracking engine takes seconds to years here; RE2 takes about a millisecond.
          expect({ source, ms: quickest(() => fieldValueMatches({ pattern: source }, input)) < 50 }).toEqual({ source, ms: true });
        }
      }),
      { numRuns: 1000 },
    );
    // The generator is not all refusals: a good share of the cases exercise the engine.
    expect(accepted).toBeGreaterThan(100);
  });

  it('refuses the classic catastrophic forms and what RE2 cannot run', () => {
    for (const source of ['^(a+)+$', '^(.*)*x', '(\\w+\\s?)+$']) expect({ source, refused: patternProblem(source) !== null }).toEqual({ source, refused: true });
    expect(patternProblem('^(?=.*\\d).+$')).toMatch(/linear-time pattern engine cannot run/);
    expect(patternProblem('([')).toMatch(/Invalid regular expression/);
    expect(patternProblem('^[A-Za-z][A-Za-z0-9]{3,15}$')).toBeNull();
  });

  it('lengths bound the value as the pattern does', () => {
    expect(fieldValueMatches({ pattern: '^\\d+$', minLength: 6, maxLength: 8 }, '12345')).toBe(false);
    expect(fieldValueMatches({ pattern: '^\\d+$', minLength: 6, maxLength: 8 }, '123456')).toBe(true);
    expect(fieldValueMatches({ pattern: '^\\d+$', minLength: 6, maxLength: 8 }, '123456789')).toBe(false);
  });
});
