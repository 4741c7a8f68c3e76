import { describe, expect, it } from 'vitest';
import { acceptDocuments } from '../../../src/actions/flows/layouts';

const templates = {
  kind: 'templates',
  id: 'common',
  schemaVersion: '1.0',
  templates: { label: { params: { text: { type: 'text' } }, node: { type: 'Text', props: { text: { param: 'text' } } } } },
};
const screen = (children: unknown[]) => ({ kind: 'screen', id: 'home', schemaVersion: '1.0', root: { type: 'Stack', children } });

describe('accepting a served layout bundle', () => {
  it('renders template uses as their expanded nodes', () => {
    const { docs, issues, complete } = acceptDocuments({ common: templates, home: screen([{ use: 'label', with: { text: 't:common_ok' } }]) }, {});
    expect(issues).toEqual([]);
    expect(complete).toBe(true);
    expect(docs.home).toMatchObject({ root: { children: [{ type: 'Text', props: { text: 't:common_ok' } }] } });
    expect(docs.common?.kind).toBe('templates');
  });

  it('leaves out a use that cannot be expanded, reports it, and keeps the rest of the screen', () => {
    const { docs, issues } = acceptDocuments({ common: templates, home: screen([{ use: 'lable' }, { type: 'Text', props: { text: 'x' } }]) }, {});
    expect(issues).toEqual([{ documentId: 'home', path: '/root/children/0/use', message: 'unknown template "lable" (templates: label)' }]);
    expect(docs.home).toMatchObject({ root: { children: [{ type: 'Stack', when: false }, { type: 'Text' }] } });
  });
});
