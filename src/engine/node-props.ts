import { isObject } from './is-object';
import { childPointer } from './pointer';

/**
 * Keys that belong to the node itself. Every other key of a node is one of its widget's props,
 * written inline as Adaptive Cards does: `{"type": "Text", "text": "t:hello", "variant": "muted"}`.
 * A widget whose props include one of these names (TextField's `type`) writes all its props in
 * `props` instead: `{"type": "TextField", "props": {"type": "email", "name": "email"}}`. A node uses
 * one form or the other, never both (the published schema and the lint refuse a mix).
 */
export const NODE_KEYS: ReadonlySet<string> = new Set(['type', 'id', 'when', 'props', 'children', 'on', 'fallback']);

/** Props a node does not write: one shared object, so such nodes compare equal across resolutions. */
export const NO_PROPS: Record<string, unknown> = Object.freeze({}) as Record<string, unknown>;

/** Inline props by node: each written node's props are gathered once (the node stays the same object per version). */
const inlineProps = new WeakMap<object, Record<string, unknown>>();

/** Whether a node writes its props inline (no `props` object). */
export function writesPropsInline(node: Record<string, unknown>): boolean {
  return !isObject(node.props);
}

/**
 * A written node's props, in whichever form it wrote them: its `props` object as it is, or its
 * inline keys gathered into one frozen object (NO_PROPS when there are none).
 */
export function writtenProps(node: object): Record<string, unknown> {
  const written = node as Record<string, unknown>;
  if (isObject(written.props)) return written.props;
  let props = inlineProps.get(node);
  if (!props) {
    const entries = Object.entries(written).filter(([key]) => !NODE_KEYS.has(key));
    props = entries.length ? (Object.freeze(Object.fromEntries(entries)) as Record<string, unknown>) : NO_PROPS;
    inlineProps.set(node, props);
  }
  return props;
}

/**
 * The pointer of a prop (or of a place inside it) of the node at `path`, in the form the node is
 * written; with no parts, where its props as a whole are written (its `props` object, or the node).
 */
export function propPointer(node: object, path: string, ...parts: PropertyKey[]): string {
  return writesPropsInline(node as Record<string, unknown>) ? childPointer(path, ...parts) : childPointer(path, 'props', ...parts);
}

/** The node with other props, written in the node's own form (inline stays inline). */
export function withProps(node: Record<string, unknown>, props: Record<string, unknown>): Record<string, unknown> {
  if (!writesPropsInline(node)) return { ...node, props };
  const own = Object.fromEntries(Object.entries(node).filter(([key]) => NODE_KEYS.has(key)));
  return { ...own, ...props };
}

/** The layout an Include node names (`"layout": "lobby"`), in either form. */
export function includedLayout(value: Record<string, unknown>): string | undefined {
  if (value.type !== 'Include') return undefined;
  const layout = writtenProps(value).layout;
  return typeof layout === 'string' ? layout : undefined;
}

/**
 * The document with every node's props written inline, the canonical form (the formatter's): a
 * node is an object with a widget `type` (capitalised) and a `props` object. Props whose names the
 * node itself uses stay in `props` (all of them, so the node keeps one form).
 */
export function inlineAllProps(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(inlineAllProps);
  if (!isObject(value)) return value;
  const entries = Object.entries(value).map(([key, item]) => [key, inlineAllProps(item)] as const);
  const props = value.props;
  const isNode = typeof value.type === 'string' && /^[A-Z][a-z]/.test(value.type) && value.use === undefined;
  if (!isNode || !isObject(props) || Object.keys(props).some((key) => NODE_KEYS.has(key) || key === 'param')) return Object.fromEntries(entries);
  const inlined = inlineAllProps(props) as Record<string, unknown>;
  return Object.fromEntries(entries.flatMap(([key, item]) => (key === 'props' ? Object.entries(inlined) : [[key, item]])));
}
