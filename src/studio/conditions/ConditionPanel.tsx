import type { EditorView } from '@codemirror/view';
import { useRef } from 'react';
import { isObject } from '../../engine/is-object';
import { pointerNode, pointerParts } from '../editor/json-tree';
import { ConditionBuilder } from './ConditionBuilder';

interface Props {
  view: EditorView | null;
  /** The node being looked at, and the document as parsed (null: not valid JSON). */
  pointer: string;
  document: unknown;
}

function valueAt(document: unknown, pointer: string): unknown {
  let value = document;
  for (const part of pointerParts(pointer)) value = Array.isArray(value) ? value[Number(part)] : isObject(value) ? value[part] : undefined;
  return value;
}

/**
 * The condition of the selected node, edited with the builder: each change rewrites only the text
 * of its `when` (one undoable edit in the editor), or adds a `when` to a node that has none.
 */
export function ConditionPanel({ view, pointer, document }: Props) {
  const node = valueAt(document, pointer);
  // The builder starts again only when the rule changed elsewhere (typed in the editor, another
  // node): its own edits keep it, and the field being typed in keeps the focus.
  const lastSeen = useRef<string | undefined>(undefined);
  const generation = useRef(0);
  const current = isObject(node) ? JSON.stringify(node.when) : undefined;
  if (current !== lastSeen.current) {
    generation.current += 1;
    lastSeen.current = current;
  }
  if (!isObject(node) || !view) return null;
  const write = (rule: unknown) => {
    const target = pointerNode(view.state, `${pointer}/when`);
    const text = JSON.stringify(rule);
    lastSeen.current = text;
    if (target) view.dispatch({ changes: { from: target.from, to: target.to, insert: text } });
    else {
      const object = pointerNode(view.state, pointer);
      if (object?.name === 'Object') view.dispatch({ changes: { from: object.from + 1, insert: `"when": ${text}, ` } });
    }
  };
  return (
    <section className="studio-condition" aria-label="Condition">
      <h2>Condition of {pointer || '/'}</h2>
      {node.when === undefined ? (
        <button type="button" onClick={() => write({ var: '' })}>Add a condition</button>
      ) : (
        <ConditionBuilder key={`${pointer}#${generation.current}`} rule={node.when} onChange={write} />
      )}
    </section>
  );
}
