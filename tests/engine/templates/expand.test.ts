import { describe, expect, it } from 'vitest';
import { expandTemplates, LEFT_OUT } from '../../../src/engine/templates/expand';
import { templateTable } from '../../../src/engine/templates/table';

const templates = {
  kind: 'templates',
  id: 'common',
  schemaVersion: '1.0',
  templates: {
    empty: {
      params: { icon: { type: 'text' }, text: { type: 'text' }, padding: { type: 'number', default: 32 } },
      node: { type: 'Stack', props: { padding: { param: 'padding' } }, children: [{ type: 'Icon', props: { name: { param: 'icon' } } }, { type: 'Text', props: { text: { param: 'text' } } }] },
    },
    card: {
      params: { title: { type: 'text' }, body: { type: 'nodes' }, footer: { type: 'node', optional: true }, onPress: { type: 'actions', default: [] } },
      node: { type: 'Card', when: { var: 'member.loggedIn' }, props: { title: { param: 'title' } }, on: { press: { param: 'onPress' } }, children: [{ param: 'body' }, { param: 'footer' }] },
    },
    nested: { params: { text: { type: 'text' } }, node: { use: 'empty', with: { icon: 'grid', text: { param: 'text' } } } },
    loopA: { node: { use: 'loopB' } },
    loopB: { node: { type: 'Stack', children: [{ use: 'loopA' }] } },
    summary: {
      node: {
        type: 'Card',
        id: 'ignored',
        children: [
          { type: 'Text', id: '{id}-range', props: { text: 't:range' } },
          { type: 'Button', id: '{id}-retry', on: { press: [{ do: 'api', call: 'x', params: { id: '{id}' } }] } },
          { use: 'empty', id: '{id}-empty', with: { icon: 'grid', text: 't:none' } },
        ],
      },
    },
    size: { params: { size: { type: 'text', values: ['sm', 'md'], default: 'sm' } }, node: { type: 'GameTile', props: { size: { param: 'size' } } } },
  },
};
const table = templateTable({ common: templates });
const screen = (root: unknown) => ({ kind: 'screen', id: 'home', schemaVersion: '1.0', root });
const expand = (root: unknown) => expandTemplates(screen(root), table);

describe('template expansion', () => {
  it('puts the arguments in place of the placeholders, with defaults for those left out', () => {
    const { doc, issues, uses } = expand({ type: 'Stack', children: [{ use: 'empty', with: { icon: 'grid', text: 't:games_empty' } }] });
    expect(issues).toEqual([]);
    expect((doc as { root: unknown }).root).toEqual({
      type: 'Stack',
      children: [{ type: 'Stack', props: { padding: 32 }, children: [{ type: 'Icon', props: { name: 'grid' } }, { type: 'Text', props: { text: 't:games_empty' } }] }],
    });
    expect(uses).toEqual([{ path: '/root/children/0', template: 'empty' }]);
  });

  it('splices a list of nodes where its placeholder stands in a list, leaves out an optional argument not given, and keeps both conditions', () => {
    const body = [{ type: 'Text', props: { text: 'a' } }, { type: 'Text', props: { text: 'b' } }];
    const { doc, issues } = expand({ use: 'card', id: 'promo', when: { var: 'flags.X' }, with: { title: 't:promo', body } });
    expect(issues).toEqual([]);
    expect((doc as { root: unknown }).root).toEqual({
      type: 'Card',
      id: 'promo',
      when: { and: [{ var: 'flags.X' }, { var: 'member.loggedIn' }] },
      props: { title: 't:promo' },
      on: { press: [] },
      children: body,
    });
  });

  it('expands templates used inside templates, handing an argument on', () => {
    const { doc, issues } = expand({ use: 'nested', with: { text: 't:x' } });
    expect(issues).toEqual([]);
    expect((doc as { root: { children: unknown[] } }).root.children[1]).toEqual({ type: 'Text', props: { text: 't:x' } });
  });

  it('gives inner ids the use\'s id in place of {id}, so a template used twice keeps distinct ids; without a use id they have none', () => {
    const { doc, issues } = expand({ type: 'Stack', children: [{ use: 'summary', id: 'bets' }, { use: 'summary', id: 'team' }, { use: 'summary' }] });
    expect(issues).toEqual([]);
    const [bets, team, plain] = (doc as { root: { children: { id?: string; children: { id?: string; on?: unknown }[] }[] } }).root.children;
    expect(bets.id).toBe('bets');
    expect(bets.children.map((c) => c.id)).toEqual(['bets-range', 'bets-retry', 'bets-empty']);
    expect(team.children.map((c) => c.id)).toEqual(['team-range', 'team-retry', 'team-empty']);
    // An action's data is not an id: it stays as written.
    expect(team.children[1].on).toEqual({ press: [{ do: 'api', call: 'x', params: { id: '{id}' } }] });
    expect(plain.id).toBe('ignored');
    expect(plain.children.map((c) => c.id)).toEqual([undefined, undefined, undefined]);
  });

  it('returns a document without uses as the same object', () => {
    const doc = screen({ type: 'Stack', children: [{ type: 'Text' }] });
    expect(expandTemplates(doc, table).doc).toBe(doc);
  });

  it('reports an unknown template, a missing, unknown or ill-typed argument at its pointer and leaves the use out', () => {
    const { doc, issues } = expand({
      type: 'Stack',
      children: [
        { use: 'emtpy' },
        { use: 'empty', with: { icon: 'grid' } },
        { use: 'empty', with: { icon: 'grid', text: 'x', colour: 'red' } },
        { use: 'empty', with: { icon: 3, text: 'x' } },
        { use: 'size', with: { size: 'xl' } },
        { use: 'empty', type: 'Stack', with: { icon: 'grid', text: 'x' } },
      ],
    });
    expect(issues.map((i) => `${i.path}: ${i.message}`)).toEqual([
      '/root/children/0/use: unknown template "emtpy" (templates: card, empty, loopA, loopB, nested, size, summary)',
      '/root/children/1/with: template "empty" needs "text" (text)',
      '/root/children/2/with/colour: template "empty" has no parameter "colour" (it takes icon, text, padding)',
      '/root/children/3/with/icon: "icon" of template "empty": expected text (or a { "$": rule } giving it)',
      '/root/children/4/with/size: "size" of template "size": expected one of "sm", "md"',
      '/root/children/5/type: a template use takes only use, with, id, when; "type" belongs in the template or its "with"',
    ]);
    expect((doc as { root: { children: unknown[] } }).root.children).toEqual(Array(6).fill(LEFT_OUT));
  });

  it('refuses a template that uses itself, reported at the outermost use', () => {
    const { issues } = expand({ type: 'Stack', children: [{ use: 'loopA' }] });
    expect(issues).toEqual([{ path: '/root/children/0', message: 'in template "loopA" > "loopB": template "loopA" uses itself (loopA > loopB > loopA)' }]);
  });

  it('accepts a binding for a text, number or boolean argument', () => {
    const { issues } = expand({ use: 'empty', with: { icon: 'grid', text: { $: { var: 'item.name' } }, padding: { $: { var: 'state.pad' } } } });
    expect(issues).toEqual([]);
  });
});
