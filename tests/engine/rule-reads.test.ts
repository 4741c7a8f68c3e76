import { describe, expect, it } from 'vitest';
import { ruleReads } from '../../src/engine/rule-reads';

describe('the facts a rule reads', () => {
  const context = { flags: { MAILCEN: false, AFFMAN3: true }, member: { type: 0, isTrial: false }, data: { list: [{ n: 1 }] } };

  it('lists each var once with the value it held, in the order the rule names them', () => {
    const rule = { and: [{ var: 'flags.MAILCEN' }, { '==': [{ var: 'member.type' }, 1] }, { '!': { var: 'flags.MAILCEN' } }] };
    expect(ruleReads(rule, context)).toEqual([
      { path: 'flags.MAILCEN', value: false },
      { path: 'member.type', value: 0 },
    ]);
  });

  it('reads defaults, array indexes and missing paths', () => {
    expect(ruleReads({ var: ['route.query.i', null] }, context)).toEqual([{ path: 'route.query.i', value: undefined }]);
    expect(ruleReads({ '>': [{ var: 'data.list.0.n' }, 0] }, context)).toEqual([{ path: 'data.list.0.n', value: 1 }]);
    expect(ruleReads(true, context)).toEqual([]);
  });

  it('never reads inherited properties as facts', () => {
    expect(ruleReads({ var: 'member.constructor' }, context)).toEqual([{ path: 'member.constructor', value: undefined }]);
  });
});
