import { describe, expect, it } from 'vitest';
import { validateField } from '../../../src/engine/rules';
import { loadPatternEngine, patternsReady } from '../../../src/engine/rules/load-pattern-engine';
import { operatorPattern, patternCompilerReady, withinLength } from '../../../src/engine/rules/operator-pattern';

// One file, one module instance: the first test sees the engine not loaded yet.
describe('operator patterns on the phone', () => {
  const qq = { name: 'qq', rule: 'pattern', pattern: '^\\d{5,12}$', patternMessage: 'QQ number error' };

  it('before the engine has loaded a pattern checks nothing (the server still does) and no native RegExp runs it', () => {
    expect(patternCompilerReady()).toBe(false);
    expect(operatorPattern('^\\d+$')).toBeNull();
    expect(validateField(qq, { qq: 'abc' })).toBeNull();
  });

  it('waits for the engine only when a field carries a pattern', async () => {
    expect(patternsReady([{}, { pattern: '' }])).toBeNull();
    const waiting = patternsReady([{ pattern: '^\\d+$' }]);
    expect(waiting).toBeInstanceOf(Promise);
    await waiting;
    expect(patternCompilerReady()).toBe(true);
    expect(patternsReady([{ pattern: '^\\d+$' }])).toBeNull();
    expect(validateField(qq, { qq: 'abc' })).toEqual({ key: 'rules_pattern_message', params: { message: 'QQ number error' } });
    expect(validateField(qq, { qq: '12345' })).toBeNull();
  });

  it('runs in linear time: nested repetition over 10,000 characters answers at once', async () => {
    await loadPatternEngine();
    const test = operatorPattern('^(a+)+$')!;
    expect(test(`${'a'.repeat(10_000)}!`)).toBe(false);
    expect(test('a'.repeat(10_000))).toBe(true);
  });

  it('finds a match anywhere as RegExp.test does, and refuses what RE2 cannot run', async () => {
    await loadPatternEngine();
    expect(operatorPattern('b')!('abc')).toBe(true);
    expect(operatorPattern('^(?=.*\\d)\\w+$')).toBeNull();
    expect(operatorPattern('(a)\\1')).toBeNull();
  });

  it('counts length in characters, a bound of 0 being open', () => {
    expect(withinLength('昵称😀', 3, 3)).toBe(true);
    expect(withinLength('ab', 3)).toBe(false);
    expect(withinLength('abcd', 0, 3)).toBe(false);
    expect(withinLength('abcd', 0, 0)).toBe(true);
  });
});
