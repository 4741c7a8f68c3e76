import { isObject } from '../engine/is-object';
import { childPointer } from '../engine/pointer';

export interface OutlineNode {
  pointer: string;
  depth: number;
  /** The widget type, or the template a use names. */
  label: string;
  id?: string;
  template: boolean;
  conditional: boolean;
}

/** A layout node: a widget (`type` names one, capitalised) or a template use (`use`). */
const isNode = (value: Record<string, unknown>) => (typeof value.type === 'string' && /^[A-Z]/.test(value.type)) || typeof value.use === 'string';

/**
 * The node tree of a document as written, in document order: each widget and template use with its
 * pointer and depth, wherever it sits (a screen's root, children, fallbacks, slots, a template's
 * body, a chrome's slots). Actions (`do`) are not nodes.
 */
export function outlineOf(document: unknown): OutlineNode[] {
  const found: OutlineNode[] = [];
  const walk = (value: unknown, pointer: string, depth: number, steps: number): void => {
    if (steps > 200) return;
    if (Array.isArray(value)) return value.forEach((item, i) => walk(item, childPointer(pointer, String(i)), depth, steps + 1));
    if (!isObject(value)) return;
    let inner = depth;
    if (isNode(value)) {
      found.push({
        pointer,
        depth,
        label: typeof value.use === 'string' ? value.use : String(value.type),
        ...(typeof value.id === 'string' ? { id: value.id } : {}),
        template: typeof value.use === 'string',
        conditional: value.when !== undefined,
      });
      inner = depth + 1;
    }
    for (const [key, child] of Object.entries(value)) if (key !== 'on' && key !== 'when') walk(child, childPointer(pointer, key), inner, steps + 1);
  };
  walk(document, '', 0, 0);
  return found;
}

/** The deepest outline node containing a pointer (the node the cursor is in). */
export function nodeAt(outline: readonly OutlineNode[], pointer: string): OutlineNode | null {
  let best: OutlineNode | null = null;
  for (const node of outline) if ((pointer === node.pointer || pointer.startsWith(`${node.pointer}/`)) && (!best || node.pointer.length > best.pointer.length)) best = node;
  return best;
}
