import type { EvalContext } from './context';
import type { LayoutIssue, LayoutNode, ResolvedNode } from './types';
import { checkVisible, truthy } from './conditions';
import { evaluateBinding, filterEntries, isBinding } from './filter-entries';
import { childPointer } from './pointer';
import { sameLocals, sameNode, shallowEqual } from './same';

export type PropsVerdict = { ok: true; props: Record<string, unknown> } | { ok: false; message: string } | 'unknown';

/** How a widget type takes part in resolution, beyond checking its props. */
export interface NodeShape {
  /** Props holding node templates: left as written, resolved into `ResolvedNode.slots`. */
  slots?: readonly string[];
  /** The slot repeated once per element of the array prop `items`, with `item` and `index` in the context. */
  repeat?: { items: string; slot: string };
  /**
   * Props written as json-logic rules, evaluated over the context: 'truthy' gives a boolean
   * (disabled, loading, showRegister), 'value' the rule's result (a badge count).
   */
  rules?: Readonly<Record<string, 'truthy' | 'value'>>;
  /** Rules giving props the author did not set, computed from the context (and the other props, bindings applied). */
  bind?: (props: Record<string, unknown>) => Record<string, unknown>;
}

/** What the resolver needs to know about widgets; the renderer builds it from the registry. */
export interface NodeTypes {
  validate(type: string, props: Record<string, unknown>): PropsVerdict;
  shape?(type: string): NodeShape | undefined;
}

export interface ResolveResult {
  tree: ResolvedNode | null;
  issues: LayoutIssue[];
}

export interface ResolveOptions {
  rootPath?: string;
  /** The tree of the previous resolution: unchanged nodes are handed back as the same objects. */
  previous?: ResolvedNode | null;
}

/** One shared empty handler map, so nodes without `on` compare equal across resolutions. */
const NO_EVENTS: ResolvedNode['on'] = Object.freeze({}) as ResolvedNode['on'];

/** Props as computed before validation, per resolved node, to skip validating them again. */
const inputs = new WeakMap<ResolvedNode, Record<string, unknown>>();

interface Verdict {
  input: Record<string, unknown>;
  props: Record<string, unknown>;
}
/**
 * The last verdict per document node, per registry. A document version's nodes stay the same objects
 * until the operator publishes a new version, so a screen shown again (another visit, another
 * member, a new mount) validates only the props whose computed values changed: props are
 * validated once per document version, not once per render.
 */
const verdictsByTypes = new WeakMap<NodeTypes, WeakMap<LayoutNode, Verdict>>();
function verdictsFor(nodeTypes: NodeTypes): WeakMap<LayoutNode, Verdict> {
  let verdicts = verdictsByTypes.get(nodeTypes);
  if (!verdicts) verdictsByTypes.set(nodeTypes, (verdicts = new WeakMap()));
  return verdicts;
}

function indexByKey(tree: ResolvedNode | null | undefined): Map<string, ResolvedNode> {
  const map = new Map<string, ResolvedNode>();
  const visit = (node: ResolvedNode) => {
    map.set(node.key, node);
    node.children.forEach(visit);
    node.items?.forEach(visit);
    if (node.fallback) visit(node.fallback);
    for (const slot of Object.values(node.slots ?? {})) if (slot) visit(slot);
  };
  if (tree) visit(tree);
  return map;
}

/**
 * Applies conditions to a layout tree and checks every node against its widget:
 * - a node whose `when` is falsy is left out (with its children);
 * - array props whose object items carry `when` keep only the items that apply (tabs, menu
 *   entries), and `{ "$": rule }` props take the rule's value; a widget's own bindings fill the
 *   props the author left out;
 * - slot props are node templates: a repeating widget gets its template resolved once per item
 *   (`item`, `index` in the context), other slots once;
 * - an unknown type or invalid props replaces the node by its resolved `fallback`, or drops it,
 *   and reports an issue with the node's JSON pointer; siblings carry on.
 * With `previous`, every node equal to its earlier resolution is that earlier object, so the
 * renderer re-renders only what changed, and props already validated are not validated again.
 */
export function resolveTree(root: LayoutNode, ctx: EvalContext, nodeTypes: NodeTypes, documentId: string, options: ResolveOptions | string = {}): ResolveResult {
  const { rootPath = '/root', previous } = typeof options === 'string' ? { rootPath: options } : options;
  const issues: LayoutIssue[] = [];
  const report = (path: string, message: string) => {
    if (!issues.some((i) => i.path === path && i.message === message)) issues.push({ documentId, path, message });
  };
  const before = indexByKey(previous);
  const verdicts = verdictsFor(nodeTypes);

  function propsOf(node: LayoutNode, data: EvalContext, path: string, shape: NodeShape | undefined): Record<string, unknown> {
    const written = node.props ?? {};
    const props = filterEntries(written, data, () => childPointer(path, 'props'), report, shape?.slots ?? []);
    // Widgets derive their default bindings from the props as computed (a bound `source` counts).
    const bound = shape?.bind?.(props);
    if (!bound && !shape?.rules) return props;
    const withBound = { ...props };
    for (const [key, kind] of Object.entries(shape?.rules ?? {})) {
      if (written[key] === undefined) continue;
      // A `{ "$": rule }` was already computed with the other props.
      const value = isBinding(written[key]) ? props[key] : evaluateBinding(written[key], data, childPointer(path, 'props', key), report);
      withBound[key] = kind === 'truthy' ? truthy(value) : value;
    }
    for (const [key, rule] of Object.entries(bound ?? {})) {
      if (written[key] !== undefined) continue;
      const value = evaluateBinding(rule, data, childPointer(path, 'props', key), report);
      // A missing context value (json-logic gives null) leaves the prop to its default.
      if (value !== undefined && value !== null) withBound[key] = value;
    }
    return withBound;
  }

  function validated(node: LayoutNode, key: string, input: Record<string, unknown>) {
    const earlier = before.get(key);
    if (earlier && earlier.type === node.type) {
      const earlierInput = inputs.get(earlier);
      if (earlierInput && (earlierInput === input || shallowEqual(earlierInput, input))) return { ok: true as const, props: earlier.props, input: earlierInput };
    }
    const known = verdicts.get(node);
    if (known && (known.input === input || shallowEqual(known.input, input))) return { ok: true as const, props: known.props, input: known.input };
    const verdict = nodeTypes.validate(node.type, input);
    if (verdict === 'unknown' || !verdict.ok) return verdict;
    verdicts.set(node, { input, props: verdict.props });
    return { ...verdict, input };
  }

  function resolve(node: LayoutNode, path: string, key: string, data: EvalContext, locals: Record<string, unknown> | undefined): ResolvedNode | null {
    const visibility = checkVisible(node.when, data);
    if (visibility.error) report(childPointer(path, 'when'), visibility.error);
    if (!visibility.visible) return null;

    const fallback = node.fallback ? resolve(node.fallback, childPointer(path, 'fallback'), childPointer(key, 'fallback'), data, locals) : null;
    const shape = nodeTypes.shape?.(node.type);
    const verdict = validated(node, key, propsOf(node, data, path, shape));
    if (verdict === 'unknown' || !verdict.ok) {
      const why = verdict === 'unknown' ? `unknown widget type "${node.type}"` : `invalid props for ${node.type}: ${verdict.message}`;
      report(path, fallback ? `${why}; rendering its fallback` : why);
      return fallback;
    }

    const children: ResolvedNode[] = [];
    (node.children ?? []).forEach((child, index) => {
      const childPath = childPointer(path, 'children', index);
      // Outside item templates a node's key is its path: built once.
      const childKey = key === path ? childPath : childPointer(key, 'children', index);
      const resolved = resolve(child, childPath, childKey, data, locals);
      if (resolved) children.push(resolved);
    });

    const next: ResolvedNode = { type: node.type, key, path, props: verdict.props, children, on: node.on ?? NO_EVENTS };
    if (node.id !== undefined) next.id = node.id;
    if (fallback) next.fallback = fallback;
    if (locals) next.locals = locals;
    resolveSlots(node, next, shape, data, locals);
    inputs.set(next, verdict.input);

    const earlier = before.get(key);
    if (earlier && sameNode(earlier, next)) return earlier;
    return next;
  }

  function resolveSlots(node: LayoutNode, next: ResolvedNode, shape: NodeShape | undefined, data: EvalContext, locals: Record<string, unknown> | undefined) {
    if (!shape?.slots?.length) return;
    const written = node.props ?? {};
    const slots: Record<string, ResolvedNode | null> = {};
    for (const slot of shape.slots) {
      const template = written[slot] as LayoutNode | undefined;
      if (!template || typeof template !== 'object' || slot === shape.repeat?.slot) continue;
      slots[slot] = resolve(template, childPointer(next.path, 'props', slot), childPointer(next.key, 'props', slot), data, locals);
    }
    next.slots = slots;
    const repeat = shape.repeat;
    const template = repeat ? (written[repeat.slot] as LayoutNode | undefined) : undefined;
    if (!repeat || !template || typeof template !== 'object') return;
    const list = next.props[repeat.items];
    const items: ResolvedNode[] = [];
    if (Array.isArray(list)) {
      const templatePath = childPointer(next.path, 'props', repeat.slot);
      list.forEach((item, index) => {
        const itemLocals = { item, index };
        const itemKey = childPointer(next.key, 'items', index);
        const earlierLocals = before.get(itemKey)?.locals;
        const sharedLocals = earlierLocals && sameLocals(earlierLocals, itemLocals) ? earlierLocals : itemLocals;
        const resolved = resolve(template, templatePath, itemKey, { ...data, item, index } as EvalContext, sharedLocals);
        if (resolved) items.push(resolved);
      });
    }
    next.items = items;
  }

  return { tree: resolve(root, rootPath, rootPath, ctx, undefined), issues };
}
