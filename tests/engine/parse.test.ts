import { describe, expect, test } from 'vitest';
import { parseLayoutDocument } from '../../src/engine/parse';
import { checkSchemaVersion } from '../../src/engine/version';

const screen = (overrides: Record<string, unknown> = {}) => ({
  $schema: '../../schemas/layout.schema.json',
  schemaVersion: '1.0',
  kind: 'screen',
  id: 'login',
  root: { type: 'Column', children: [{ type: 'Text', props: { text: 't:login' } }] },
  ...overrides,
});

describe('parseLayoutDocument', () => {
  test('accepts a valid screen without warnings', () => {
    const result = parseLayoutDocument(screen());
    expect(result).toMatchObject({ ok: true, warnings: [] });
    if (result.ok) expect(result.doc.kind).toBe('screen');
  });

  test('accepts routes, chrome and fragment documents', () => {
    const routes = { schemaVersion: '1.0', kind: 'routes', id: 'routes', homeAliases: ['/'], home: '/m/home', fallback: '/m/home', routes: [{ path: '/m/login', screen: 'login' }] };
    const fragment = { schemaVersion: '1.0', kind: 'fragment', id: 'header', root: { type: 'Row' } };
    const chrome = {
      schemaVersion: '1.0', kind: 'chrome', id: 'chrome', topBarPaths: ['/m/home'], headerHidden: [], footerHidden: [], titles: { '/m/login': 'login' },
      backBarPaths: [], backGoesHome: [], fragments: { header: 'header' },
      footer: { source: 'footer_nav', defaultKeys: ['home'], items: [{ key: 'home', label: 't:home', icon: 'home', on: [{ do: 'navigate', to: '/m/home' }] }] },
    };
    for (const doc of [routes, fragment, chrome]) expect(parseLayoutDocument(doc).ok).toBe(true);
  });

  test.each([
    ['not an object', [], '', /JSON object/],
    ['missing root', screen({ root: undefined }), '/root', /.+/],
    ['node without type', screen({ root: { props: {} } }), '/root/type', /.+/],
    ['bad child deep down', screen({ root: { type: 'Column', children: [{ type: 'A' }, { type: 'B', children: [{ type: 7 }] }] } }), '/root/children/1/children/0/type', /.+/],
    ['action without do', screen({ onEnter: [{ to: '/m/home' }] }), '/onEnter/0/do', /.+/],
    ['unknown kind', screen({ kind: 'page' }), '/kind', /.+/],
    ['unknown operator in a condition', screen({ root: { type: 'A', when: { and: [{ var: 'x' }, { bogus: 1 }] } } }), '/root/when/and/1', /unknown condition operator "bogus"/],
    ['bad version text', screen({ schemaVersion: 'one' }), '/schemaVersion', /MAJOR\.MINOR/],
    ['newer major', screen({ schemaVersion: '2.0' }), '/schemaVersion', /newer major/],
    ['older major', screen({ schemaVersion: '0.9' }), '/schemaVersion', /older major/],
  ])('refuses %s with a pointer', (_label, json, path, message) => {
    const result = parseLayoutDocument(json);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.issues.map((issue) => issue.path)).toContain(path);
      expect(result.issues.find((issue) => issue.path === path)?.message).toMatch(message);
    }
  });

  test('names the document in issues', () => {
    const result = parseLayoutDocument(screen({ root: {} }));
    expect(!result.ok && result.issues[0].documentId).toBe('login');
  });

  test('a newer minor renders with a warning and unknown keys are tolerated', () => {
    const result = parseLayoutDocument(screen({ schemaVersion: '1.3', futureThing: true }));
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.warnings).toEqual([{ documentId: 'login', path: '/schemaVersion', message: expect.stringMatching(/newer/) }]);
    }
  });

  test('escapes pointer segments (RFC 6901)', () => {
    const result = parseLayoutDocument(screen({ root: { type: 'A', on: { 'a/b~c': [{}] } } }));
    expect(!result.ok && result.issues[0].path).toBe('/root/on/a~1b~0c/0/do');
  });
});

describe('checkSchemaVersion', () => {
  test.each([
    ['1.0', 'ok'],
    ['1.1', 'newer-minor'],
    ['2.0', 'refused'],
    ['0.1', 'refused'],
    ['1', 'refused'],
    [1, 'refused'],
  ])('%j -> %s', (version, status) => {
    expect(checkSchemaVersion(version).status).toBe(status);
  });
});
