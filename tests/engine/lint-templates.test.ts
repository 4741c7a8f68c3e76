import { describe, expect, it } from 'vitest';
import { lintDocument, type LintCatalogue } from '../../src/engine/lint';
import { DOCUMENT_BUDGET } from '../../src/engine/lint/document-size';

const catalogue: LintCatalogue = {
  widgets: new Map([
    ['Stack', { events: [], slots: [], ruleProps: [] }],
    ['Text', { events: [], slots: [], ruleProps: [] }],
    ['Button', { events: ['press'], slots: [], ruleProps: [] }],
    ['Collection', { events: [], slots: ['item'], repeat: 'item', ruleProps: [] }],
  ]),
  calls: new Map(),
  textKeys: new Set(['common_ok']),
  textLanguages: ['CN', 'EN'],
  flags: new Set(),
};

const templates = (defs: Record<string, unknown>, id = 'common') => ({ kind: 'templates', id, schemaVersion: '1.0', templates: defs });
const label = { params: { text: { type: 'text' } }, node: { type: 'Text', props: { text: { param: 'text' } } } };
const itemName = { node: { type: 'Text', props: { text: { $: { var: 'item.name' } } } } };
const screen = (root: unknown) => ({ kind: 'screen', id: 'home', schemaVersion: '1.0', root });
const problems = (doc: Record<string, unknown>, others: Record<string, unknown> = {}, severity: 'error' | 'warning' = 'error') =>
  lintDocument(doc, { common: templates({ label, itemName }), ...others }, catalogue)
    .filter((f) => f.severity === severity)
    .map((f) => `${f.path}: ${f.message}`);

describe('layout lint: template uses', () => {
  it('reports unknown templates and bad arguments at the use', () => {
    expect(problems(screen({ type: 'Stack', children: [{ use: 'lable' }, { use: 'label', with: { txt: 'x' } }] }))).toEqual([
      '/root/children/0/use: unknown template "lable" (templates: itemName, label)',
      '/root/children/1/with/txt: template "label" has no parameter "txt" (it takes text)',
      '/root/children/1/with: template "label" needs "text" (text)',
    ]);
  });

  it('lints what a use expands to, reported at the use with where in the template', () => {
    expect(problems(screen({ use: 'label', with: { text: 't:missing_key' } }))).toEqual([
      '/root: in template "label" (at /props/text of its node): unknown text key "missing_key"',
    ]);
    // `item` exists only where the use stands in a list's item.
    expect(problems(screen({ use: 'itemName' }))).toEqual(['/root: in template "itemName" (at /props/text of its node): "item.name": item exists only inside an item template']);
    expect(problems(screen({ type: 'Collection', props: { items: [], item: { use: 'itemName' } } }))).toEqual([]);
  });

  it('refuses a placeholder outside a template or a fragment with params', () => {
    expect(problems(screen({ type: 'Text', props: { text: { param: 'text' } } }))).toEqual(['/root/props/text: { "param": "text" } names no declared parameter (declared: none)']);
  });
});

describe('layout lint: templates documents', () => {
  it('checks placeholders against params, defaults against types, and each node as the app would render it', () => {
    const doc = templates({
      label,
      itemName,
      broken: {
        params: { size: { type: 'number', default: 'big' }, unused: { type: 'text', optional: true } },
        node: { type: 'Text', props: { text: 't:nope', size: { param: 'size' }, colour: { param: 'colour' } } },
      },
    });
    expect(problems(doc, { home: screen({ type: 'Stack', children: [{ use: 'label', with: { text: 'x' } }, { use: 'broken' }] }) })).toEqual([
      '/templates/broken/params/size/default: the default of "size": expected a number (or a { "$": rule } giving it)',
      '/templates/broken/node/props/colour: { "param": "colour" } names no declared parameter (declared: size, unused)',
      '/templates/broken/node/props/text: unknown text key "nope"',
    ]);
    expect(problems(doc, { home: screen({ type: 'Stack', children: [{ use: 'label', with: { text: 'x' } }, { use: 'broken' }] }) }, 'warning')).toEqual([
      '/templates/itemName: template "itemName" is not used by any document of the bundle',
      '/templates/broken/params/unused: parameter "unused" is never used: no { "param": "unused" } stands anywhere',
    ]);
  });

  it('refuses a template name another templates document already defines', () => {
    expect(problems(templates({ label }, 'more'))).toContain('/templates/label: template "label" is already defined by the templates document "common"');
  });
});

describe('layout lint: document size budgets', () => {
  const sized = (bytes: number) => screen({ type: 'Text', props: { text: 'x'.repeat(bytes) } });
  it('warns past 12 KB minified and refuses past 20 KB', () => {
    expect(problems(sized(DOCUMENT_BUDGET.warnBytes - 200), {}, 'warning')).toEqual([]);
    expect(problems(sized(DOCUMENT_BUDGET.warnBytes), {}, 'warning')[0]).toMatch(/^: the document is 12\.\d KB minified, over the 12 KB budget/);
    expect(problems(sized(DOCUMENT_BUDGET.errorBytes), {})[0]).toMatch(/^: the document is 20\.\d KB minified, over the 20 KB limit/);
  });
});
