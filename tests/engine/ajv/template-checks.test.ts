import { describe, expect, it } from 'vitest';
import { validateLayoutDocument } from '../../../src/engine/validate-ajv';

const templates = {
  $schema: '../../schemas/templates.schema.json',
  kind: 'templates',
  id: 'common',
  schemaVersion: '1.0',
  templates: {
    icon: { params: { name: { type: 'text' }, size: { type: 'number', default: 20 } }, node: { type: 'Icon', props: { name: { param: 'name' }, size: { param: 'size' } } } },
  },
};
const screen = (root: unknown) => ({ kind: 'screen', id: 'home', schemaVersion: '1.0', root });
const issues = (doc: unknown, documents: Record<string, unknown> = { common: templates }) => {
  const result = validateLayoutDocument(doc, documents);
  return result.ok ? [] : result.issues.map((i) => `${i.path}: ${i.message}`);
};

describe('published schemas and templates', () => {
  it('accept a template use, and check the props it expands to at the use', () => {
    expect(issues(screen({ type: 'Stack', children: [{ use: 'icon', id: 'i', when: true, with: { name: 'home' } }] }))).toEqual([]);
    const wrong = issues(screen({ type: 'Stack', children: [{ use: 'icon', with: { name: 'homme' } }] }));
    expect(wrong).toHaveLength(1);
    expect(wrong[0]).toMatch(/^\/root\/children\/0: in template "icon" \(at \/props\/name of its node\): must be one of: "menu"/);
  });

  it('refuse a use with keys that belong to a widget node', () => {
    expect(issues(screen({ use: 'icon', type: 'Icon', with: { name: 'home' } })).join('\n')).toMatch(/\/root.*type/);
  });

  it('check each template of a templates document with stand-in arguments, at pointers inside it', () => {
    expect(issues(templates, {})).toEqual([]);
    const bad = { ...templates, templates: { icon: { ...templates.templates.icon, node: { type: 'Icon', props: { name: 'home', size: 'big' } } } } };
    expect(issues(bad, {}).join('\n')).toMatch(/^\/templates\/icon\/node\/props\/size: /);
  });

  it('check a fragment with params with stand-ins in place of its placeholders', () => {
    const fragment = {
      kind: 'fragment',
      id: 'card',
      schemaVersion: '1.0',
      params: { title: { type: 'text' }, body: { type: 'nodes', optional: true } },
      root: { type: 'Stack', children: [{ type: 'Text', props: { text: { param: 'title' } } }, { param: 'body' }] },
    };
    expect(issues(fragment, {})).toEqual([]);
    expect(issues({ ...fragment, params: { title: { type: 'colour' } } }, {}).length).toBeGreaterThan(0);
  });
});
