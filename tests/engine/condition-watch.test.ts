import { afterEach, describe, expect, test } from 'vitest';
import { buildContext } from '../../src/engine/build-context';
import { watchConditions, type ConditionOutcome } from '../../src/engine/condition-watch';
import { resolveTree, type NodeTypes } from '../../src/engine/resolve';
import type { LayoutNode } from '../../src/engine/types';

const nodeTypes: NodeTypes = { validate: (_type, props) => ({ ok: true, props }) };
const ctx = buildContext({ flags: { CBS3: true, MAILCEN: false }, member: { loggedIn: false } });

let stop: (() => void) | undefined;
afterEach(() => stop?.());

describe('watching conditions while a tree resolves', () => {
  test('every node and entry condition met is told with its document, pointer, rule and verdict; those under a hidden node are not met', () => {
    const seen: Omit<ConditionOutcome, 'context'>[] = [];
    stop = watchConditions(({ context: _context, ...outcome }) => seen.push(outcome));
    const root: LayoutNode = {
      type: 'Column',
      children: [
        { type: 'Text', when: { var: 'flags.CBS3' } },
        { type: 'Column', when: { var: 'flags.MAILCEN' }, children: [{ type: 'Text', when: true }] },
        { type: 'Tabs', props: { tabs: [{ label: 'a', when: { var: 'member.loggedIn' } }, { label: 'b' }] } },
      ],
    };
    resolveTree(root, ctx, nodeTypes, 'home');
    expect(seen).toEqual([
      { documentId: 'home', pointer: '/root/children/0/when', rule: { var: 'flags.CBS3' }, visible: true },
      { documentId: 'home', pointer: '/root/children/1/when', rule: { var: 'flags.MAILCEN' }, visible: false },
      { documentId: 'home', pointer: '/root/children/2/props/tabs/0/when', rule: { var: 'member.loggedIn' }, visible: false },
    ]);
  });

  test('nobody is told once the watch stops', () => {
    const seen: unknown[] = [];
    watchConditions((outcome) => seen.push(outcome))();
    resolveTree({ type: 'Text', when: true }, ctx, nodeTypes, 'd');
    expect(seen).toEqual([]);
  });
});
