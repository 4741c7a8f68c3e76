import { describe, expect, test } from 'vitest';
import { collectFields } from '../../src/engine/fields';
import type { ResolvedNode } from '../../src/engine/types';

const node = (props: Record<string, unknown>, children: ResolvedNode[] = []): ResolvedNode => ({ type: 'X', path: '/root', key: '/root', props, children, on: {} });

describe('collectFields', () => {
  test('collects named nodes with something to check, in document order', () => {
    const tree = node({ name: 'login' }, [
      node({ name: 'username', rule: 'loginUsername', maxLength: 20, label: 't:x' }),
      node({ name: 'remember' }),
      node({ label: 'no name', required: true }),
      node({}, [node({ name: 'confirm', rule: 'confirmPassword', equals: 'password', messages: { mismatch: 't:custom', bad: 3 } })]),
      node({ name: 'nick', required: false, pattern: '^a', patternMessage: 'starts with a' }),
      node({ name: 'code', required: true }),
    ]);
    expect(collectFields(tree)).toEqual([
      { name: 'username', rule: 'loginUsername', maxLength: 20, label: 't:x' },
      { name: 'confirm', rule: 'confirmPassword', equals: 'password', messages: { mismatch: 't:custom' } },
      { name: 'nick', required: false, pattern: '^a', patternMessage: 'starts with a' },
      { name: 'code', required: true },
    ]);
  });

  test('no tree, no fields; duplicate names keep the first', () => {
    expect(collectFields(null)).toEqual([]);
    expect(collectFields(node({}, [node({ name: 'a', rule: 'captcha' }), node({ name: 'a', rule: 'email' })]))).toEqual([{ name: 'a', rule: 'captcha' }]);
  });
});
