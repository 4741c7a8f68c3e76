import { autocompletion, type CompletionContext, type CompletionResult } from '@codemirror/autocomplete';
import { syntaxTree } from '@codemirror/language';
import type { EditorState, Extension } from '@codemirror/state';
import { hoverTooltip } from '@codemirror/view';
import type { SyntaxNode } from '@lezer/common';
import { childNode, literalsOf, pathAt, propertyName, topValue } from './json-tree';
import { descriptionOf, keysOf, SchemaSet, valuesOf, type Located } from './schema-walk';

/** What the schemas say of the value at `path`, with each object's written literals choosing branches. */
function locate(state: EditorState, set: SchemaSet, path: string[]): Located[] {
  const root = set.root('layout.schema.json');
  let node: SyntaxNode | null = topValue(state);
  if (!root || !node) return [];
  const literals = (n: SyntaxNode | null) => (n?.name === 'Object' ? literalsOf(state, n) : {});
  let located = set.flatten(root, literals(node));
  for (const segment of path) {
    node = node ? childNode(state, node, segment) : null;
    const next = literals(node);
    located = set.child(located, segment).flatMap((l) => set.flatten(l, next));
  }
  return located;
}

function keyCompletions(state: EditorState, set: SchemaSet, object: SyntaxNode, from: number): CompletionResult | null {
  const { path } = pathAt(state, object.from + 1);
  const written = new Set(Object.keys(literalsOf(state, object)));
  const keys = keysOf(locate(state, set, path));
  if (!keys.size) return null;
  const options = [...keys].filter(([key]) => !written.has(key)).map(([key, info]) => ({ label: JSON.stringify(key), apply: `${JSON.stringify(key)}: `, type: 'property', info: info || undefined }));
  return { from, options, validFor: /^"?[\w$.-]*"?$/ };
}

/**
 * Completion from the published schemas: an object's keys (its widget's props once `type` is
 * written, an action's parameters once `do` is) and a key's allowed values (widget types, action
 * names, kinds, enums), each with its description.
 */
export function completions(set: SchemaSet) {
  return (context: CompletionContext): CompletionResult | null => {
    const { state, pos } = context;
    const node = syntaxTree(state).resolveInner(pos, -1);
    if (node.name === 'PropertyName' && node.parent?.parent) return keyCompletions(state, set, node.parent.parent, node.from);
    if (node.name === 'String' && node.parent?.name === 'Property') {
      const { path } = pathAt(state, node.from + 1);
      const values = valuesOf(locate(state, set, path));
      if (!values.length) return null;
      return { from: node.from, options: values.map((v) => ({ label: JSON.stringify(v), type: 'enum' })), validFor: /^"?[\w$.-]*"?$/ };
    }
    const inObject = node.parent?.name === 'Object' && (node.type.isError || node.name === '{' || node.name === ',');
    const object = node.name === 'Object' ? node : inObject ? node.parent : null;
    if (object && (context.explicit || /[{,]\s*"?$/.test(state.sliceDoc(Math.max(object.from, pos - 40), pos)))) {
      const word = context.matchBefore(/"?[\w$.-]*/);
      return keyCompletions(state, set, object, word ? word.from : pos);
    }
    return null;
  };
}

/** Hovering a key shows what the schemas say of it. */
function hover(set: SchemaSet) {
  return hoverTooltip((view, pos) => {
    const node = syntaxTree(view.state).resolveInner(pos, 1);
    if (node.name !== 'PropertyName' || !node.parent) return null;
    const { path } = pathAt(view.state, node.parent.to);
    const name = propertyName(view.state, node.parent);
    const objectPath = pathAt(view.state, node.parent.parent ? node.parent.parent.from + 1 : 0).path;
    const description = descriptionOf(set.child(locate(view.state, set, objectPath), name)) || descriptionOf(locate(view.state, set, path));
    if (!description) return null;
    return {
      pos: node.from,
      end: node.to,
      above: true,
      create: () => {
        const dom = document.createElement('div');
        dom.className = 'studio-hover';
        const title = document.createElement('strong');
        title.textContent = name;
        const text = document.createElement('p');
        text.textContent = description;
        dom.append(title, text);
        return { dom };
      },
    };
  });
}

export function schemaHelp(set: SchemaSet): Extension {
  return [autocompletion({ override: [completions(set)], activateOnTyping: true }), hover(set)];
}
