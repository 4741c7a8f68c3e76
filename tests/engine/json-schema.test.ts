import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { buildSchemas } from '../../src/engine/json-schema/build';
import { SCHEMA_NAMES, schemaFile } from '../../src/engine/json-schema/ids';
import { createLayoutValidator } from '../../src/engine/validate-ajv';

// A small registry of its own, so these tests pin the generator, not today's widgets.
const conditionProp = z.unknown();
const widgets = [
  { type: 'Stack', description: 'column', props: z.strictObject({ gap: z.number().default(8) }), acceptsChildren: true },
  { type: 'Text', description: 'text', props: z.strictObject({ text: z.string(), when: conditionProp.optional() }) },
  {
    type: 'Button', description: 'button', events: ['press'],
    props: z.strictObject({ label: z.string(), disabled: conditionProp.optional(), tabs: z.array(z.object({ value: z.string(), when: conditionProp.optional() })).optional() }),
  },
];
const actionList = z.array(z.looseObject({ do: z.string().min(1), when: z.unknown().optional() }));
const actions = [
  { name: 'navigate', description: 'go', params: z.object({ do: z.literal('navigate'), when: z.unknown().optional(), to: z.string().regex(/^\//) }) },
  { name: 'confirm', description: 'ask', params: z.object({ do: z.literal('confirm'), when: z.unknown().optional(), text: z.string(), then: actionList }) },
];
const schemas = buildSchemas({ widgets, actions, conditionSchemas: [conditionProp] });
const validate = createLayoutValidator(schemas);

const screen = (root: unknown, extra: Record<string, unknown> = {}) => ({ $schema: '../schemas/layout.schema.json', schemaVersion: '1.0', kind: 'screen', id: 'login', root, ...extra });
const issuesOf = (doc: unknown) => {
  const result = validate(doc);
  return result.ok ? [] : result.issues.map((issue) => `${issue.path}: ${issue.message}`);
};

describe('buildSchemas', () => {
  test('writes one versioned draft 2020-12 schema per published name', () => {
    expect(Object.keys(schemas).sort()).toEqual(SCHEMA_NAMES.map(schemaFile).sort());
    for (const name of SCHEMA_NAMES) {
      expect(schemas[schemaFile(name)].$id).toBe(`https://schemas.wl-mobile.dev/layout/1.0/${name}.schema.json`);
      expect(schemas[schemaFile(name)].$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    }
  });

  test('an empty registry still gives usable schemas', () => {
    const empty = createLayoutValidator(buildSchemas({ widgets: [], actions: [] }));
    expect(empty(screen({ type: 'Anything', on: { press: [{ do: 'whatever' }] } })).ok).toBe(true);
  });
});

describe('layout validation over generated schemas', () => {
  test('accepts a valid screen using props, conditions, actions and "$" params', () => {
    const doc = screen(
      { type: 'Stack', props: { gap: 4 }, when: { var: 'flags.X' }, children: [
        { type: 'Text', props: { text: 't:hello', when: { '==': [1, 1] } } },
        { type: 'Button', props: { label: 'Go', tabs: [{ value: 'a', when: { var: 'x' } }] }, on: { press: [
          { do: 'navigate', to: { $: { cat: ['/m/', { var: 'event.value' }] } } },
          { do: 'confirm', text: 'Sure?', then: [{ do: 'navigate', to: '/m/home' }] },
        ] }, fallback: { type: 'Text', props: { text: 'x' } } },
      ] },
      { onEnter: [{ do: 'navigate', to: '/m/home', when: { var: 'member.loggedIn' } }], chrome: { header: 'backBar', title: 'login' } },
    );
    expect(issuesOf(doc)).toEqual([]);
  });

  test.each([
    ['unknown widget', screen({ type: 'Nope' }), '/root/type: unknown widget type "Nope"'],
    ['bad props', screen({ type: 'Text', props: { text: 5 } }), '/root/props/text: must be string'],
    ['missing props', screen({ type: 'Text' }), '/root: missing required property "text"'],
    ['bad inline prop', screen({ type: 'Text', text: 5 }), '/root/text: must be string'],
    ['unknown inline prop', screen({ type: 'Text', text: 'a', size: 1 }), '/root: unknown property "size"'],
    ['props both inline and in props', screen({ type: 'Text', text: 'a', props: { text: 'a' } }), '/root: unknown property "text"'],
    ['unknown prop', screen({ type: 'Text', props: { text: 'a', size: 1 } }), '/root/props: unknown property "size"'],
    ['children on a leaf', screen({ type: 'Text', props: { text: 'a' }, children: [] }), null],
    ['children on a leaf (non-empty)', screen({ type: 'Text', props: { text: 'a' }, children: [{ type: 'Stack' }] }), '/root/children: this widget takes no children'],
    ['unknown event', screen({ type: 'Button', props: { label: 'a' }, on: { tap: [] } }), '/root/on/tap: this widget raises no event "tap" (it raises: press)'],
    ['unknown action', screen({ type: 'Stack' }, { onEnter: [{ do: 'fly' }] }), '/onEnter/0/do: unknown action "fly"'],
    ['bad action param', screen({ type: 'Stack' }, { onEnter: [{ do: 'navigate', to: 'home' }] }), '/onEnter/0/to: must match pattern "^\\/"'],
    ['unknown action param', screen({ type: 'Stack' }, { onEnter: [{ do: 'navigate', to: '/a', too: 1 }] }), '/onEnter/0: unknown property "too"'],
    ['nested action checked', screen({ type: 'Stack' }, { onEnter: [{ do: 'confirm', text: 'a', then: [{ do: 'fly' }] }] }), '/onEnter/0/then/0/do: unknown action "fly"'],
    ['bad "$" rule', screen({ type: 'Stack' }, { onEnter: [{ do: 'navigate', to: { $: { nope: 1 } } }] }), '/onEnter/0/to/$: unknown condition operator "nope"'],
    ['unknown operator in when', screen({ type: 'Stack', when: { and: [{ bogus: 1 }] } }), '/root/when/and/0: unknown condition operator "bogus"'],
    ['condition prop checked', screen({ type: 'Button', props: { label: 'a', disabled: { bogus: 1 } } }), '/root/props/disabled: unknown condition operator "bogus"'],
    ['unknown document key', screen({ type: 'Stack' }, { extra: 1 }), '/: unknown property "extra"'],
    ['newer major', screen({ type: 'Stack' }, { schemaVersion: '2.0' }), '/schemaVersion: unsupported schemaVersion "2.0" (supported: 1.0)'],
    ['unknown kind', { schemaVersion: '1.0', kind: 'page', id: 'x' }, '/kind: must be one of: "screen", "fragment", "routes", "chrome"'],
    ['unknown field rule', screen({ type: 'Stack', children: [{ type: 'Text', props: { text: 'a', rule: 'nope' } }] }), '/root/children/0/props/rule: unknown field rule "nope"'],
  ])('%s', (_label, doc, expected) => {
    const issues = issuesOf(doc).map((line) => line.replace(/^: /, '/: '));
    if (expected === null) expect(issues).toEqual([]);
    else expect(issues.some((line) => line.startsWith(expected))).toBe(true);
  });

  test('routes and chrome documents are checked too', () => {
    expect(issuesOf({ schemaVersion: '1.0', kind: 'routes', id: 'routes', homeAliases: ['/'], home: '/m/home', fallback: 'home', routes: [] }))
      .toContainEqual(expect.stringMatching(/^\/fallback: must match pattern/));
    expect(issuesOf({ schemaVersion: '1.0', kind: 'fragment', id: 'header', root: { type: 'Stack' } })).toEqual([]);
  });
});
