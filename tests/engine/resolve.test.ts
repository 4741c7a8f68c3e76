import { describe, expect, test } from 'vitest';
import { buildContext } from '../../src/engine/build-context';
import { resolveTree, type NodeTypes } from '../../src/engine/resolve';
import type { LayoutNode } from '../../src/engine/types';

// A tiny registry: Text needs a string `text`; Column/Tabs accept anything; Broken is unknown.
const nodeTypes: NodeTypes = {
  validate(type, props) {
    if (type === 'Text') return typeof props.text === 'string' ? { ok: true, props: { size: 'md', ...props } } : { ok: false, message: 'text: expected string' };
    if (type === 'Column' || type === 'Tabs') return { ok: true, props };
    return 'unknown';
  },
};

const ctx = buildContext({ flags: { CBS3: true, MOBILEVERIFYLOGIN3: false }, member: { loggedIn: true } });
const text = (value: string, extra: Partial<LayoutNode> = {}): LayoutNode => ({ type: 'Text', props: { text: value }, ...extra });

describe('resolveTree', () => {
  test('keeps visible nodes with their JSON pointers and validated props', () => {
    const root: LayoutNode = { type: 'Column', children: [text('a'), text('b', { when: { var: 'flags.MOBILEVERIFYLOGIN3' } }), text('c', { when: { var: 'flags.CBS3' } })] };
    const { tree, issues } = resolveTree(root, ctx, nodeTypes, 'home');
    expect(issues).toEqual([]);
    expect(tree?.path).toBe('/root');
    expect(tree?.children.map((child) => [child.props.text, child.path])).toEqual([['a', '/root/children/0'], ['c', '/root/children/2']]);
    expect(tree?.children[0].props).toEqual({ text: 'a', size: 'md' });
    expect(tree?.children[0].on).toEqual({});
  });

  test('a hidden root gives no tree and no issue', () => {
    expect(resolveTree(text('x', { when: false }), ctx, nodeTypes, 'd')).toEqual({ tree: null, issues: [] });
  });

  test('a hidden parent hides its children', () => {
    const { tree } = resolveTree({ type: 'Column', children: [{ type: 'Column', when: 0, children: [text('x')] }] }, ctx, nodeTypes, 'd');
    expect(tree?.children).toEqual([]);
  });

  test('an unknown type renders its fallback and is reported; siblings continue', () => {
    const root: LayoutNode = { type: 'Column', children: [{ type: 'Broken', fallback: text('fallback') }, text('sibling')] };
    const { tree, issues } = resolveTree(root, ctx, nodeTypes, 'home');
    expect(tree?.children.map((child) => [child.props.text, child.path])).toEqual([['fallback', '/root/children/0/fallback'], ['sibling', '/root/children/1']]);
    expect(issues).toEqual([{ documentId: 'home', path: '/root/children/0', message: 'unknown widget type "Broken"; rendering its fallback' }]);
  });

  test('invalid props without a fallback drop the node and report why', () => {
    const { tree, issues } = resolveTree({ type: 'Column', children: [{ type: 'Text', props: { text: 5 } }, text('ok')] }, ctx, nodeTypes, 'home');
    expect(tree?.children.map((child) => child.props.text)).toEqual(['ok']);
    expect(issues).toEqual([{ documentId: 'home', path: '/root/children/0', message: 'invalid props for Text: text: expected string' }]);
  });

  test('a bound prop whose rule finds nothing is left unset, so the default applies and the node shows', () => {
    // Text accepts an optional string `hint`; `data.hot.error.message` does not exist before an error.
    const typed: NodeTypes = {
      validate: (type, props) =>
        props.hint === null ? { ok: false, message: 'hint: expected string, received null' } : nodeTypes.validate(type, props),
    };
    const node: LayoutNode = { type: 'Text', props: { text: 'hot games', hint: { $: { var: 'data.hot.error.message' } } } };
    const { tree, issues } = resolveTree(node, ctx, typed, 'lobby');
    expect(issues).toEqual([]);
    expect(tree?.props).toEqual({ text: 'hot games', size: 'md' });
  });

  test('a broken condition hides the node and is reported at its when', () => {
    const { tree, issues } = resolveTree({ type: 'Column', children: [text('x', { when: { nope: 1 } })] }, ctx, nodeTypes, 'd');
    expect(tree?.children).toEqual([]);
    expect(issues[0]).toMatchObject({ path: '/root/children/0/when', message: expect.stringMatching(/condition failed/) });
  });

  test('valid nodes keep a resolved fallback for render-time failures, plus id and on', () => {
    const on = { press: [{ do: 'navigate', to: '/m/home' }] };
    const { tree } = resolveTree(text('x', { id: 'title', on, fallback: text('fb') }), ctx, nodeTypes, 'd');
    expect(tree).toMatchObject({ id: 'title', on, fallback: { path: '/root/fallback', props: { text: 'fb' } } });
  });

  test('array entries carrying `when` are filtered at any depth; actions are left alone', () => {
    const tabs: LayoutNode = {
      type: 'Tabs',
      props: {
        tabs: [{ value: 'username' }, { value: 'sms', when: { var: 'flags.MOBILEVERIFYLOGIN3' } }, { value: 'chat', when: { var: 'flags.CBS3' } }],
        sections: [{ title: 's', entries: [{ to: '/a', when: false }, { to: '/b' }] }],
        actions: [{ do: 'toast', text: 'x', when: false }],
        labels: ['plain', 'strings'],
      },
    };
    const { tree, issues } = resolveTree(tabs, ctx, nodeTypes, 'd');
    expect(issues).toEqual([]);
    expect((tree?.props.tabs as { value: string }[]).map((tab) => tab.value)).toEqual(['username', 'chat']);
    expect(tree?.props.sections).toEqual([{ title: 's', entries: [{ to: '/b' }] }]);
    expect(tree?.props.actions).toEqual([{ do: 'toast', text: 'x', when: false }]);
    expect(tree?.props.labels).toEqual(['plain', 'strings']);
  });

  test('a broken entry condition drops the entry and reports its pointer', () => {
    const { tree, issues } = resolveTree({ type: 'Tabs', props: { tabs: [{ value: 'a', when: { nope: 1 } }] } }, ctx, nodeTypes, 'd');
    expect(tree?.props.tabs).toEqual([]);
    expect(issues[0].path).toBe('/root/props/tabs/0/when');
  });

  test('props written inline resolve the same, and their problems are reported where they are written', () => {
    const inline = resolveTree({ type: 'Column', children: [{ type: 'Text', text: 'hi' }, { type: 'Tabs', tabs: [{ value: 'a', when: { nope: 1 } }] }] }, ctx, nodeTypes, 'd');
    expect(inline.tree?.children[0]?.props).toEqual(resolveTree(text('hi'), ctx, nodeTypes, 'd').tree?.props);
    expect(inline.issues.map((issue) => issue.path)).toEqual(['/root/children/1/tabs/0/when']);
  });
});

describe('props are validated once per document version', () => {
  const counting = () => {
    const seen: string[] = [];
    const types: NodeTypes = { validate: (type, props) => (seen.push(`${type}:${String(props.text ?? '')}`), nodeTypes.validate(type, props)) };
    return { seen, types };
  };

  test('a new resolution of the same document (a new mount, another member) validates nothing again', () => {
    const { seen, types } = counting();
    const doc: LayoutNode = { type: 'Column', children: [text('a'), text('b')] };
    const first = resolveTree(doc, ctx, types, 'd');
    expect(seen).toHaveLength(3);
    const again = resolveTree(doc, buildContext({ member: { loggedIn: false } }), types, 'd');
    expect(seen).toHaveLength(3);
    expect(again.tree?.children.map((child) => child.props)).toEqual(first.tree?.children.map((child) => child.props));
  });

  test('a prop whose computed value changed is validated again, and only that node', () => {
    const { seen, types } = counting();
    const doc: LayoutNode = { type: 'Column', children: [text('static'), { type: 'Text', props: { text: { $: { var: 'member.name' } } } }] };
    resolveTree(doc, buildContext({ member: { loggedIn: true, name: 'ann' } }), types, 'd');
    seen.length = 0;
    const { tree } = resolveTree(doc, buildContext({ member: { loggedIn: true, name: 'bob' } }), types, 'd');
    expect(seen).toEqual(['Text:bob']);
    expect(tree?.children[1].props.text).toBe('bob');
  });

  test('a new document version (new node objects) is validated afresh', () => {
    const { seen, types } = counting();
    resolveTree({ type: 'Column', children: [text('a')] }, ctx, types, 'd');
    resolveTree({ type: 'Column', children: [text('a')] }, ctx, types, 'd');
    expect(seen).toHaveLength(4);
  });

  test('a refused node is refused again each time (no verdict is kept for it)', () => {
    const { seen, types } = counting();
    const doc: LayoutNode = { type: 'Column', children: [{ type: 'Text', props: { text: 5 } }] };
    expect(resolveTree(doc, ctx, types, 'd').issues).toHaveLength(1);
    expect(resolveTree(doc, ctx, types, 'd').issues).toHaveLength(1);
    expect(seen.filter((entry) => entry.startsWith('Text'))).toHaveLength(2);
  });
});
