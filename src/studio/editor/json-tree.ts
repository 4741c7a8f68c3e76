import { ensureSyntaxTree, syntaxTree } from '@codemirror/language';
import type { EditorState } from '@codemirror/state';
import type { SyntaxNode } from '@lezer/common';

/** The whole document's tree: the editor parses in slices, and a pointer may lie past the parsed part. */
export const treeOf = (state: EditorState) => ensureSyntaxTree(state, state.doc.length, 200) ?? syntaxTree(state);

const VALUES = new Set(['Object', 'Array', 'String', 'Number', 'True', 'False', 'Null']);
export const isValue = (node: SyntaxNode) => VALUES.has(node.name);

/** The value children of an Array, or the Property children of an Object, in order. */
export function childrenOf(node: SyntaxNode, name: 'Property' | 'value'): SyntaxNode[] {
  const found: SyntaxNode[] = [];
  for (let child = node.firstChild; child; child = child.nextSibling) if (name === 'value' ? isValue(child) : child.name === name) found.push(child);
  return found;
}

/** A PropertyName's or String's text as JSON means it (escapes undone); the raw text when it is still being typed. */
export function stringText(state: EditorState, node: SyntaxNode): string {
  const raw = state.sliceDoc(node.from, node.to);
  try {
    return JSON.parse(raw) as string;
  } catch {
    return raw.replace(/^"|"$/g, '');
  }
}

export const propertyName = (state: EditorState, property: SyntaxNode) => {
  const name = property.getChild('PropertyName');
  return name ? stringText(state, name) : '';
};
export const propertyValue = (property: SyntaxNode) => childrenOf(property, 'value')[0] ?? null;

const decode = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

/** A JSON pointer's parts, unescaped ("" is the whole document). */
export const pointerParts = (pointer: string): string[] => (pointer === '' ? [] : pointer.split('/').slice(1).map(decode));

/**
 * Where a JSON pointer (as the server's issues give it) lands in the text: the value it names, or
 * the deepest part of it that exists (a missing property is shown on its object). The range is cut
 * at the end of the first line so a big object marks one line, not a screenful.
 */
export function pointerRange(state: EditorState, pointer: string): { from: number; to: number } {
  const top = treeOf(state).topNode;
  let node: SyntaxNode | null = childrenOf(top, 'value')[0] ?? null;
  let mark: { from: number; to: number } | null = node;
  const segments = pointerParts(pointer);
  for (const segment of segments) {
    if (!node) break;
    let next: SyntaxNode | null = null;
    if (node.name === 'Object') {
      const property = childrenOf(node, 'Property').find((p) => propertyName(state, p) === segment);
      if (property) {
        next = propertyValue(property);
        mark = property.getChild('PropertyName') ?? property;
        if (next && next.name !== 'Object' && next.name !== 'Array') mark = { from: mark.from, to: next.to };
      }
    } else if (node.name === 'Array') {
      next = childrenOf(node, 'value')[Number(segment)] ?? null;
      if (next) mark = next;
    }
    if (!next) break;
    node = next;
  }
  if (!mark) return { from: 0, to: Math.min(1, state.doc.length) };
  const lineEnd = state.doc.lineAt(mark.from).to;
  return { from: mark.from, to: Math.max(mark.from + 1, Math.min(mark.to, lineEnd)) };
}

/** The value a key (of an Object) or an index (of an Array) leads to, or null. */
export function childNode(state: EditorState, node: SyntaxNode, segment: string): SyntaxNode | null {
  if (node.name === 'Object') {
    const property = childrenOf(node, 'Property').find((p) => propertyName(state, p) === segment);
    return property ? propertyValue(property) : null;
  }
  if (node.name === 'Array') return childrenOf(node, 'value')[Number(segment)] ?? null;
  return null;
}

export const topValue = (state: EditorState) => childrenOf(treeOf(state).topNode, 'value')[0] ?? null;

/** The value a JSON pointer names exactly, or null when any part of it is missing. */
export function pointerNode(state: EditorState, pointer: string): SyntaxNode | null {
  let node: SyntaxNode | null = topValue(state);
  for (const segment of pointerParts(pointer)) node = node ? childNode(state, node, segment) : null;
  return node;
}

/** The JSON pointer segments leading to the value (or property name) at a position. */
export function pathAt(state: EditorState, pos: number): { path: string[]; node: SyntaxNode } {
  let node: SyntaxNode = treeOf(state).resolveInner(pos, -1);
  const start = node;
  const path: string[] = [];
  for (let child: SyntaxNode = node, parent = node.parent; parent; child = parent, parent = parent.parent) {
    if (parent.name === 'Property' && child.name !== 'PropertyName') path.unshift(propertyName(state, parent));
    else if (parent.name === 'Array' && isValue(child)) path.unshift(String(childrenOf(parent, 'value').findIndex((v) => v.from === child.from)));
    node = parent;
  }
  return { path, node: start };
}

/** The literal keys of an Object node (e.g. its "type" or "do"), for choosing a schema branch. */
export function literalsOf(state: EditorState, object: SyntaxNode): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const property of childrenOf(object, 'Property')) {
    const value = propertyValue(property);
    if (!value) continue;
    const name = propertyName(state, property);
    if (value.name === 'String') out[name] = stringText(state, value);
    else if (value.name === 'Number') out[name] = Number(state.sliceDoc(value.from, value.to));
    else if (value.name === 'True' || value.name === 'False') out[name] = value.name === 'True';
    else out[name] = value.name === 'Object' ? {} : [];
  }
  return out;
}
