import { describe, expect, it } from 'vitest';
import { expandBundle } from '../../../src/engine/templates/expand-bundle';
import { instanceId } from '../../../src/engine/templates/fragment-instances';
import { parseLayoutDocument } from '../../../src/engine/parse';

const drawCard = {
  kind: 'fragment',
  id: 'drawCard',
  schemaVersion: '1.0',
  params: { lottery: { type: 'text' }, title: { type: 'node', default: { type: 'Text', props: { text: 't:lottery_latest' } } } },
  queries: { draw: { call: 'lottery.latest', params: { code: { param: 'lottery' } } } },
  root: { type: 'Stack', children: [{ param: 'title' }, { type: 'Text', props: { text: { $: { var: 'data.draw.value.number' } } } }] },
};
const screen = (children: unknown[]) => ({ kind: 'screen', id: 'home', schemaVersion: '1.0', root: { type: 'Stack', children } });
const include = (args?: Record<string, unknown>) => ({ type: 'Include', props: { layout: 'drawCard', ...(args ? { with: args } : {}) } });

describe('fragments with params', () => {
  it('are filled in per Include: the Include points at the filled-in copy, which parses like any fragment', () => {
    const { documents, issues } = expandBundle({ drawCard, home: screen([include({ lottery: 'CQSSC' }), include({ lottery: 'BJPK10' }), include({ lottery: 'CQSSC' })]) });
    expect(issues).toEqual([]);
    const cq = instanceId('drawCard', { lottery: 'CQSSC', title: drawCard.params.title.default });
    const bj = instanceId('drawCard', { lottery: 'BJPK10', title: drawCard.params.title.default });
    expect(cq).not.toBe(bj);
    const children = (documents.home as { root: { children: { props: unknown }[] } }).root.children;
    expect(children.map((child) => child.props)).toEqual([{ layout: cq }, { layout: bj }, { layout: cq }]);
    expect(Object.keys(documents).sort()).toEqual([bj, cq, 'home'].sort());
    const filled = documents[cq] as Record<string, unknown>;
    expect(filled.queries).toEqual({ draw: { call: 'lottery.latest', params: { code: 'CQSSC' } } });
    expect((filled.root as { children: unknown[] }).children[0]).toEqual({ type: 'Text', props: { text: 't:lottery_latest' } });
    expect('params' in filled).toBe(false);
    expect(parseLayoutDocument(filled).ok).toBe(true);
  });

  it('report a missing or unknown argument at the Include and leave it out', () => {
    const { documents, issues } = expandBundle({ drawCard, home: screen([include(), include({ lottery: 'CQSSC', colour: 'red' })]) });
    expect(issues.map((i) => `${i.documentId}${i.path}: ${i.message}`)).toEqual([
      'home/root/children/0/props: fragment "drawCard" needs "lottery" in the Include\'s "with" (text)',
      'home/root/children/1/props/with/colour: fragment "drawCard" has no parameter "colour" (it takes lottery, title)',
    ]);
    expect((documents.home as { root: { children: unknown[] } }).root.children).toEqual([{ type: 'Stack', when: false }, { type: 'Stack', when: false }]);
  });

  it('leave plain Includes and documents without templates as they were', () => {
    const plain = screen([{ type: 'Include', props: { layout: 'header' } }]);
    const header = { kind: 'fragment', id: 'header', schemaVersion: '1.0', root: { type: 'Stack' } };
    const { documents } = expandBundle({ home: plain, header });
    expect(documents.home).toBe(plain);
    expect(documents.header).toBe(header);
  });

  it('expand the templates a filled-in fragment uses', () => {
    const templates = { kind: 'templates', id: 'common', schemaVersion: '1.0', templates: { label: { params: { text: { type: 'text' } }, node: { type: 'Text', props: { text: { param: 'text' } } } } } };
    const card = { ...drawCard, root: { use: 'label', with: { text: { param: 'lottery' } } } };
    const { documents, issues } = expandBundle({ templates, drawCard: card, home: screen([include({ lottery: 'CQSSC' })]) });
    expect(issues).toEqual([]);
    const id = (documents.home as { root: { children: { props: { layout: string } }[] } }).root.children[0].props.layout;
    expect((documents[id] as { root: unknown }).root).toEqual({ type: 'Text', props: { text: 'CQSSC' } });
  });
});
