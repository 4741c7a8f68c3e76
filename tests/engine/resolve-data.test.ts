import { describe, expect, test, vi } from 'vitest';
import { buildContext } from '../../src/engine/build-context';
import { resolveTree, type NodeShape, type NodeTypes } from '../../src/engine/resolve';
import type { LayoutNode } from '../../src/engine/types';

// Text needs a string; List repeats `item` over `items` and has an `empty` slot; Button evaluates
// `disabled` as a condition; Badge binds `count` from data when the author leaves it out.
const shapes: Record<string, NodeShape> = {
  List: { slots: ['item', 'empty'], repeat: { items: 'items', slot: 'item' } },
  Button: { rules: { disabled: 'truthy' } },
  Badge: { bind: () => ({ count: { var: 'data.unread' } }) },
};
function types(validate = vi.fn((type: string, props: Record<string, unknown>) => {
  if (type === 'Text') return typeof props.text === 'string' ? { ok: true as const, props } : { ok: false as const, message: 'text: expected string' };
  return type in shapes || type === 'Column' ? { ok: true as const, props } : ('unknown' as const);
})): NodeTypes & { validate: typeof validate } {
  return { validate, shape: (type) => shapes[type] };
}

const list = (items: unknown): LayoutNode => ({
  type: 'List',
  props: {
    items,
    item: { type: 'Text', props: { text: { $: { cat: [{ var: 'index' }, ': ', { var: 'item.name' }] } } } },
    empty: { type: 'Text', props: { text: 'none' } },
  },
});

describe('bindings and templates', () => {
  test('a { "$": rule } prop takes the rule\'s value; a broken rule is reported and gives undefined', () => {
    const ctx = buildContext({ template: { title: 'Lucky' } });
    const { tree, issues } = resolveTree({ type: 'Column', children: [{ type: 'Text', props: { text: { $: { var: 'template.title' } } } }] }, ctx, types(), 'd');
    expect(tree?.children[0].props.text).toBe('Lucky');
    const broken = resolveTree({ type: 'Badge', props: { count: { $: { nope: 1 } } } }, ctx, types(), 'd');
    expect(broken.issues[0]).toMatchObject({ path: '/root/props/count', message: expect.stringMatching(/binding failed/) });
    expect(issues).toEqual([]);
  });

  test('condition props are evaluated to booleans by the engine, not by views', () => {
    const ctx = buildContext({ form: { content: 'short' } });
    const { tree } = resolveTree({ type: 'Button', props: { disabled: { '<': [{ var: 'form.content.length' }, 10] } } }, ctx, types(), 'd');
    expect(tree?.props.disabled).toBe(true);
  });

  test('widget bindings fill props the author left out, never those written', () => {
    const ctx = buildContext({ data: { unread: 7 } });
    expect(resolveTree({ type: 'Badge' }, ctx, types(), 'd').tree?.props.count).toBe(7);
    expect(resolveTree({ type: 'Badge', props: { count: 2 } }, ctx, types(), 'd').tree?.props.count).toBe(2);
  });

  test('a repeated template resolves once per item with item and index, keyed by index, with its locals', () => {
    const ctx = buildContext({ data: { games: [{ name: 'Fortune' }, { name: 'Dragon' }] } });
    const { tree } = resolveTree(list({ $: { var: 'data.games' } }), ctx, types(), 'home');
    expect(tree?.items?.map((n) => n.props.text)).toEqual(['0: Fortune', '1: Dragon']);
    expect(tree?.items?.map((n) => n.key)).toEqual(['/root/items/0', '/root/items/1']);
    expect(tree?.items?.[0].path).toBe('/root/props/item');
    expect(tree?.items?.[1].locals).toEqual({ item: { name: 'Dragon' }, index: 1 });
    expect(tree?.slots?.empty?.props.text).toBe('none');
    expect(tree?.props.item).toBeDefined();
  });

  test('a broken item template is reported once at its pointer and the list carries on', () => {
    const node: LayoutNode = { type: 'List', props: { items: [1, 2, 3], item: { type: 'Text', props: { text: { $: { var: 'item' } } } } } };
    const { tree, issues } = resolveTree(node, buildContext(), types(), 'home');
    expect(tree?.items).toEqual([]);
    expect(issues).toEqual([{ documentId: 'home', path: '/root/props/item', message: 'invalid props for Text: text: expected string' }]);
  });

  test('an unchanged node is the same object in the next resolution; only changed nodes are new', () => {
    const nodeTypes = types();
    const root: LayoutNode = { type: 'Column', children: [{ type: 'Text', props: { text: 'static' } }, { type: 'Text', props: { text: { $: { var: 'form.name' } } } }, list({ $: { var: 'data.games' } })] };
    const games = [{ name: 'Fortune' }];
    const first = resolveTree(root, buildContext({ form: { name: 'a' }, data: { games } }), nodeTypes, 'd').tree;
    const second = resolveTree(root, buildContext({ form: { name: 'b' }, data: { games } }), nodeTypes, 'd', { previous: first }).tree;
    expect(second).not.toBe(first);
    expect(second?.children[0]).toBe(first?.children[0]);
    expect(second?.children[1]).not.toBe(first?.children[1]);
    expect(second?.children[2]).toBe(first?.children[2]);
    const third = resolveTree(root, buildContext({ form: { name: 'b' }, data: { games } }), nodeTypes, 'd', { previous: second }).tree;
    expect(third).toBe(second);
  });

  test('props are validated once while they do not change, not on every resolution', () => {
    const nodeTypes = types();
    const root: LayoutNode = { type: 'Column', children: [{ type: 'Text', props: { text: { $: { var: 'form.name' } } } }] };
    let previous = null;
    for (let i = 0; i < 5; i++) previous = resolveTree(root, buildContext({ form: { name: 'same' }, state: { tick: i } }), nodeTypes, 'd', { previous }).tree;
    // Column and Text once each on the first pass; nothing again while the values stay the same.
    expect(nodeTypes.validate).toHaveBeenCalledTimes(2);
  });

  test('an unchanged node keeps its identity when a sibling before it hides, shows or falls back', () => {
    const nodeTypes = types();
    const root: LayoutNode = {
      type: 'Column',
      children: [
        { type: 'Text', props: { text: 'a' }, when: { var: 'state.showA' } },
        { type: 'Text', props: { text: { $: { var: 'state.label' } } }, fallback: { type: 'Text', props: { text: 'stand-in' } } },
        { type: 'Text', props: { text: 'kept' } },
      ],
    };
    const at = (state: Record<string, unknown>, previous?: ReturnType<typeof resolveTree>['tree']) =>
      resolveTree(root, buildContext({ state }), nodeTypes, 'd', { previous }).tree;
    const first = at({ showA: true, label: 'b' });
    const kept = first?.children[2];
    const hidden = at({ showA: false, label: 'b' }, first);
    expect(hidden?.children.map((n) => n.props.text)).toEqual(['b', 'kept']);
    expect(hidden?.children[0]).toBe(first?.children[1]);
    expect(hidden?.children[1]).toBe(kept);
    // A number is refused by Text: the fallback stands in, and the node after it is still the same object.
    const fallen = at({ showA: false, label: 5 }, hidden);
    expect(fallen?.children.map((n) => n.props.text)).toEqual(['stand-in', 'kept']);
    expect(fallen?.children[1]).toBe(kept);
    const again = at({ showA: true, label: 5 }, fallen);
    expect(again?.children[1]).toBe(fallen?.children[0]);
    expect(again?.children[2]).toBe(kept);
  });

  test('items keep their identity when the list shrinks at the end', () => {
    const nodeTypes = types();
    const games = [{ name: 'Fortune' }, { name: 'Dragon' }, { name: 'Tiger' }];
    const first = resolveTree(list({ $: { var: 'data.games' } }), buildContext({ data: { games } }), nodeTypes, 'd').tree;
    const second = resolveTree(list({ $: { var: 'data.games' } }), buildContext({ data: { games: games.slice(0, 2) } }), nodeTypes, 'd', { previous: first }).tree;
    expect(second?.items).toHaveLength(2);
    expect(second?.items?.[0]).toBe(first?.items?.[0]);
    expect(second?.items?.[1]).toBe(first?.items?.[1]);
  });
});
