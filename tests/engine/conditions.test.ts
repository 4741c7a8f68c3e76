import { describe, expect, test } from 'vitest';
import { checkVisible, evaluate, isVisible } from '../../src/engine/conditions';

describe('isVisible', () => {
  test.each([
    ['undefined (no condition)', undefined, true],
    ['true', true, true],
    ['null', null, false],
    ['false', false, false],
    ['0', 0, false],
    ['empty string', '', false],
    ['empty array', [], false],
    ['non-empty string', 'x', true],
    ['1', 1, true],
  ])('%s -> %s', (_label, when, expected) => {
    expect(isVisible(when, {})).toBe(expected);
  });

  test.each([
    [{ var: 'flags.CBS3' }, { flags: { CBS3: true } }, true],
    [{ var: 'flags.CBS3' }, { flags: { CBS3: false } }, false],
    [{ var: 'flags.MISSING' }, { flags: {} }, false],
    [{ '==': [{ var: 'template.switch_register_button' }, '1'] }, { template: { switch_register_button: '1' } }, true],
    [{ '==': [{ var: 'template.switch_register_button' }, 1] }, { template: { switch_register_button: '1' } }, true],
    [{ and: [{ var: 'member.loggedIn' }, { '!': { var: 'member.isTrial' } }] }, { member: { loggedIn: true, isTrial: true } }, false],
    [{ in: ['home', { var: 'template.footer_nav' }] }, { template: { footer_nav: 'home,activity' } }, true],
  ])('%j over %j -> %s', (when, ctx, expected) => {
    expect(isVisible(when, ctx)).toBe(expected);
  });
});

describe('evaluate', () => {
  test('throws on an unknown operator so callers can report it', () => {
    expect(() => evaluate({ nope: [1] }, {})).toThrow(/Unrecognized operation nope/);
  });
});

describe('checkVisible', () => {
  test('hides and reports a broken condition instead of throwing', () => {
    const result = checkVisible({ nope: [1] }, {});
    expect(result.visible).toBe(false);
    expect(result.error).toMatch(/condition failed: .*nope/);
  });

  test('passes a good condition through', () => {
    expect(checkVisible({ var: 'a' }, { a: 1 })).toEqual({ visible: true });
  });
});
