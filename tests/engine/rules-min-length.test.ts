import { beforeAll, describe, expect, it } from 'vitest';
import { collectFields } from '../../src/engine/fields';
import { validateField } from '../../src/engine/rules';
import type { ResolvedNode } from '../../src/engine/types';
import { loadPatternEngine } from '../../src/engine/rules/load-pattern-engine';

beforeAll(() => loadPatternEngine());

describe('the server\'s minimum length in messages (set a password by phone)', () => {
  const mobile = { name: 'mobileNum', rule: 'pattern', pattern: '^\\d{6,15}$', minLength: 6, required: true, messages: { invalid: 't:rules_mobile_invalid' } };

  it('a number that breaks the server\'s rule reads "mobile number error, at least {{min}} digits" with its minimum', () => {
    expect(validateField(mobile, { mobileNum: '123' })).toEqual({ key: 'rules_mobile_invalid', params: { min: 6 } });
    expect(validateField(mobile, { mobileNum: '9170000001' })).toBeNull();
  });

  it('keeps the server\'s own message alongside, and adds nothing without a minimum', () => {
    expect(validateField({ name: 'qq', rule: 'pattern', pattern: '^\\d{5}$', patternMessage: 'QQ error', minLength: 5 }, { qq: 'x' }))
      .toEqual({ key: 'rules_pattern_message', params: { message: 'QQ error', min: 5 } });
    expect(validateField({ name: 'qq', rule: 'pattern', pattern: '^\\d{5}$' }, { qq: 'x' })).toEqual({ key: 'rules_pattern_invalid' });
  });

  it('a field node carries minLength into its spec', () => {
    const node = { type: 'TextField', key: 'k', path: '/root', props: { name: 'mobileNum', rule: 'pattern', minLength: 6 }, children: [] } as unknown as ResolvedNode;
    expect(collectFields(node)).toEqual([{ name: 'mobileNum', rule: 'pattern', minLength: 6 }]);
  });
});
