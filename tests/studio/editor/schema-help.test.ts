import { CompletionContext } from '@codemirror/autocomplete';
import { json } from '@codemirror/lang-json';
import { EditorState } from '@codemirror/state';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pathAt, pointerRange } from '../../../src/studio/editor/json-tree';
import { completions } from '../../../src/studio/editor/schema-help';
import { SchemaSet, type Schema } from '../../../src/studio/editor/schema-walk';

const SCHEMAS = join(import.meta.dirname, '../../../schemas');
const set = new SchemaSet(readdirSync(SCHEMAS).filter((f) => f.endsWith('.json')).map((f) => JSON.parse(readFileSync(join(SCHEMAS, f), 'utf8')) as Schema));

/** A document with the cursor at `|`. */
function at(text: string) {
  const pos = text.indexOf('|');
  const state = EditorState.create({ doc: text.replace('|', ''), extensions: [json()] });
  return { state, pos };
}
const labels = (text: string, explicit = true) => {
  const { state, pos } = at(text);
  return (completions(set)(new CompletionContext(state, pos, explicit))?.options ?? []).map((o) => o.label);
};

describe('studio editor: schema help', () => {
  it('completes a document kind, a widget type and an action name from the published schemas', () => {
    expect(labels('{"kind": "|"}')).toEqual(expect.arrayContaining(['"screen"', '"fragment"', '"routes"']));
    expect(labels('{"kind": "screen", "id": "x", "root": {"type": "|"}}')).toEqual(expect.arrayContaining(['"Stack"', '"Text"', '"Button"']));
    expect(labels('{"kind": "screen", "onEnter": [{"do": "|"}]}')).toEqual(expect.arrayContaining(['"navigate"', '"api"']));
  });

  it("completes a node's keys, and a widget's own props once its type is written (not the keys already there)", () => {
    const nodeKeys = labels('{"kind": "screen", "root": {"type": "Text", |}}');
    expect(nodeKeys).toEqual(expect.arrayContaining(['"props"', '"when"', '"children"']));
    expect(nodeKeys).not.toContain('"type"');
    const textProps = labels('{"kind": "screen", "root": {"type": "Text", "props": {|}}}');
    const stackProps = labels('{"kind": "screen", "root": {"type": "Stack", "props": {|}}}');
    expect(textProps).toContain('"text"');
    expect(stackProps).toContain('"gap"');
    expect(stackProps).not.toEqual(textProps);
    // Props written inline (the canonical form) are offered in the node itself, with their values.
    expect(nodeKeys).toContain('"text"');
    expect(labels('{"kind": "screen", "root": {"type": "Stack", |}}')).toContain('"gap"');
    expect(labels('{"kind": "screen", "root": {"type": "Text", "variant": "|"}}')).toContain('"muted"');
  });

  it('places a JSON pointer on its text, and finds the pointer of a position', () => {
    const text = '{\n  "root": {\n    "type": "Stack",\n    "children": [\n      {"type": "Nope"}\n    ]\n  }\n}';
    const state = EditorState.create({ doc: text, extensions: [json()] });
    const range = pointerRange(state, '/root/children/0/type');
    expect(state.sliceDoc(range.from, range.to)).toBe('"type": "Nope"');
    // A pointer past what exists lands on the deepest part that does.
    const missing = pointerRange(state, '/root/children/0/props/gap');
    expect(state.sliceDoc(missing.from, missing.to)).toBe('{"type": "Nope"}');
    expect(pathAt(state, text.indexOf('Nope')).path).toEqual(['root', 'children', '0', 'type']);
  });
});
