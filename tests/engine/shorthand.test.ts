import { describe, expect, it } from 'vitest';
import { evaluate, isVisible } from '../../src/engine/conditions';
import { varPaths } from '../../src/engine/lint/context-paths';
import { ruleReads } from '../../src/engine/rule-reads';
import { expandShorthand, shortenReads, shortRead, shortReadPath } from '../../src/engine/shorthand';

describe('short context reads ("@path")', () => {
  it('reads the context exactly like {"var": path}, at any depth of a rule', () => {
    const ctx = { member: { loggedIn: true, type: 1 }, form: { find: 'phone' }, item: { list: [3, 4] } };
    expect(evaluate('@member.type', ctx)).toBe(1);
    expect(isVisible({ and: ['@member.loggedIn', { '==': ['@form.find', 'phone'] }] }, ctx)).toBe(true);
    expect(evaluate({ cat: ['n=', '@item.list.1'] }, ctx)).toBe('n=4');
    expect(evaluate({ map: ['@item.list', { '*': [{ var: '' }, 2] }] }, ctx)).toEqual([6, 8]);
    expect(isVisible('@member.missing', ctx)).toBe(false);
  });

  it('leaves texts that are not a whole "@" + dotted path alone', () => {
    for (const text of ['@', '@ home', 'a@b.c', '@9lives', '@a..b', 'x']) expect(shortReadPath(text)).toBeUndefined();
    expect(evaluate({ cat: ['@', 'name'] }, {})).toBe('@name');
    expect(evaluate('@ home', {})).toBe('@ home');
    expect(shortReadPath('@data.cat_RNG.items')).toBe('data.cat_RNG.items');
    expect(shortRead('')).toBeUndefined();
  });

  it('hands back a rule without short reads as the same object, and expands each written rule once', () => {
    const long = { and: [{ var: 'a' }, { '!': { var: 'b' } }] };
    expect(expandShorthand(long)).toBe(long);
    const short = { and: ['@a', { '!': '@b' }] };
    const expanded = expandShorthand(short);
    expect(expanded).toEqual(long);
    expect(expandShorthand(short)).toBe(expanded);
    expect(short).toEqual({ and: ['@a', { '!': '@b' }] });
  });

  it('is seen by the lint and the "why hidden" reads like the long form', () => {
    expect(varPaths({ or: ['@flags.CBS3', { var: 'member.type' }, { '==': ['@form.x', 1] }] })).toEqual(['flags.CBS3', 'member.type', 'form.x']);
    expect(ruleReads({ '!': '@flags.CBS3' }, { flags: { CBS3: true } })).toEqual([{ path: 'flags.CBS3', value: true }]);
  });

  it('shortens only reads that have a short form, and the result means the same', () => {
    const rule = { if: [{ var: 'a.b' }, { var: ['c', 1] }, { var: '' }] };
    const short = shortenReads(rule);
    expect(short).toEqual({ if: ['@a.b', { var: ['c', 1] }, { var: '' }] });
    const ctx = { a: { b: 0 }, c: 5 };
    expect(evaluate(short, ctx)).toEqual(evaluate(rule, ctx));
  });
});
