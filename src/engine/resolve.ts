import type { EvalContext } from './context';
import type { LayoutIssue, LayoutNode, ResolvedNode } from './types';
import { checkVisible, truthy } from './conditions';
import { conditionWatcher } from './condition-watch';
import { evaluateBinding, filterEntries, isBinding } from './filter-entries';
import { childPointer } from './pointer';
import { sameLocals, sameNode, shallowEqual } from './same';
import { childPathsOf, planOf, plansFor, type NodePlan } from './node-plan';
import { propPointer, writtenProps } from './node-props';
import { withNames } from './on-demand-context';

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

/** Accepted props, with the computed input they came from when the node has bindings. */
type Accepted = { ok: true; props: Record<string, unknown>; input?: Record<string, unknown> };

/** Computed props before validation, per resolved node with bindings: an item keeps its verdict while its data does not change. */
const inputs = new WeakMap<ResolvedNode, Record<string, unknown>>();

/**
 * The node that held this place in the previous resolution, found by key. Siblings come in index
 * order in both resolutions, so one cursor walks the previous list; a node shown in place of
 * another (its fallback, key ".../fallback") counts as holding that place.
 */
class PreviousSiblings {
  private next = 0;
  constructor(private readonly list: readonly ResolvedNode[]) {}
  take(key: string): ResolvedNode | undefined {
    const candidate = this.list[this.next];
    if (!candidate) return undefined;
    if (candidate.key !== key && !candidate.key.startsWith(`${key}/fallback`)) return undefined;
    this.next++;
    return candidate;
  }
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
 * Props are validated once per document version (node-plan.ts): fixed props once, computed ones
 * again only when their values change. With `previous`, every node equal to its earlier
 * resolution is that earlier object, so the renderer re-renders only what changed.
 */
export function resolveTree(root: LayoutNode, ctx: EvalContext, nodeTypes: NodeTypes, documentId: string, options: ResolveOptions | string = {}): ResolveResult {
  const { rootPath = '/root', previous } = typeof options === 'string' ? { rootPath: options } : options;
  const issues: LayoutIssue[] = [];
  const report = (path: string, message: string) => {
    if (!issues.some((i) => i.path === path && i.message === message)) issues.push({ documentId, path, message });
  };
  const plans = plansFor(nodeTypes);
  const watcher = conditionWatcher();

  function computedProps(node: LayoutNode, data: EvalContext, path: string, shape: NodeShape | undefined): Record<string, unknown> {
    const written = writtenProps(node);
    const seen = watcher ? (pointer: string, rule: unknown, visible: boolean) => watcher({ documentId, pointer, rule, visible, context: data }) : undefined;
    const props = withoutMissingBindings(written, filterEntries(written, data, () => propPointer(node, path), report, shape?.slots ?? [], seen));
    // Widgets derive their default bindings from the props as computed (a bound `source` counts).
    const bound = shape?.bind?.(props);
    if (!bound && !shape?.rules) return props;
    const withBound = { ...props };
    for (const [key, kind] of Object.entries(shape?.rules ?? {})) {
      if (written[key] === undefined) continue;
      // A `{ "$": rule }` was already computed with the other props.
      const value = isBinding(written[key]) ? props[key] : evaluateBinding(written[key], data, propPointer(node, path, key), report);
      withBound[key] = kind === 'truthy' ? truthy(value) : value;
    }
    for (const [key, rule] of Object.entries(bound ?? {})) {
      if (written[key] !== undefined) continue;
      const value = evaluateBinding(rule, data, propPointer(node, path, key), report);
      // A missing context value (json-logic gives null) leaves the prop to its default.
      if (value !== undefined && value !== null) withBound[key] = value;
    }
    return withBound;
  }

  /** The node's props as its widget accepts them, or why not; validated only when they changed. */
  function validated(node: LayoutNode, plan: NodePlan, data: EvalContext, path: string, earlier: ResolvedNode | undefined): Accepted | Exclude<PropsVerdict, { ok: true }> {
    if (plan.fixed) {
      if (plan.accepted) return plan.accepted;
      const verdict = nodeTypes.validate(node.type, writtenProps(node));
      if (verdict === 'unknown' || !verdict.ok) return verdict;
      return (plan.accepted = { ok: true, props: verdict.props });
    }
    const input = computedProps(node, data, path, plan.shape);
    const earlierInput = earlier?.type === node.type ? inputs.get(earlier) : undefined;
    if (earlier && earlierInput && (earlierInput === input || shallowEqual(earlierInput, input))) return { ok: true, props: earlier.props, input: earlierInput };
    const last = plan.last;
    if (last && (last.input === input || shallowEqual(last.input, input))) return { ok: true, props: last.props, input: last.input };
    const verdict = nodeTypes.validate(node.type, input);
    if (verdict === 'unknown' || !verdict.ok) return verdict;
    plan.last = { input, props: verdict.props };
    return { ok: true, props: verdict.props, input };
  }

  /**
   * `held` is the node that held this place in the previous resolution: this node's own earlier
   * resolution (same key), or what stood in for it (its fallback).
   */
  function resolve(node: LayoutNode, path: string, key: string, data: EvalContext, locals: Record<string, unknown> | undefined, held: ResolvedNode | undefined): ResolvedNode | null {
    if (node.when !== undefined) {
      const visibility = checkVisible(node.when, data);
      if (visibility.error) report(childPointer(path, 'when'), visibility.error);
      watcher?.({ documentId, pointer: childPointer(path, 'when'), rule: node.when, visible: visibility.visible, context: data });
      if (!visibility.visible) return null;
    }
    const earlier = held?.key === key ? held : undefined;
    const fallback = node.fallback
      ? resolve(node.fallback, childPointer(path, 'fallback'), childPointer(key, 'fallback'), data, locals, earlier ? earlier.fallback : held)
      : null;
    const plan = planOf(plans, nodeTypes, node);
    const verdict = validated(node, plan, data, path, earlier);
    if (verdict === 'unknown' || !verdict.ok) {
      const why = verdict === 'unknown' ? `unknown widget type "${node.type}"` : `invalid props for ${node.type}: ${verdict.message}`;
      report(path, fallback ? `${why}; rendering its fallback` : why);
      return fallback;
    }

    const children: ResolvedNode[] = [];
    const written = node.children;
    if (written?.length) {
      // Outside item templates a node's key is its path: the pointers are built once per node.
      const paths = childPathsOf(plan, path, written.length);
      const before = earlier?.children.length ? new PreviousSiblings(earlier.children) : undefined;
      for (let index = 0; index < written.length; index++) {
        const childPath = paths[index];
        const childKey = key === path ? childPath : `${key}/children/${index}`;
        const resolved = resolve(written[index], childPath, childKey, data, locals, before?.take(childKey));
        if (resolved) children.push(resolved);
      }
    }

    const next: ResolvedNode = { type: node.type, key, path, props: verdict.props, children, on: node.on ?? NO_EVENTS };
    if (node.id !== undefined) next.id = node.id;
    if (fallback) next.fallback = fallback;
    if (locals) next.locals = locals;
    if (verdict.input) inputs.set(next, verdict.input);
    if (plan.shape?.slots?.length) resolveSlots(node, next, plan.shape, data, locals, earlier);
    return earlier && sameNode(earlier, next) ? earlier : next;
  }

  function resolveSlots(node: LayoutNode, next: ResolvedNode, shape: NodeShape, data: EvalContext, locals: Record<string, unknown> | undefined, earlier: ResolvedNode | undefined) {
    const written = writtenProps(node);
    const slots: Record<string, ResolvedNode | null> = {};
    for (const slot of shape.slots ?? []) {
      const template = written[slot] as LayoutNode | undefined;
      if (!template || typeof template !== 'object' || slot === shape.repeat?.slot) continue;
      slots[slot] = resolve(template, propPointer(node, next.path, slot), childPointer(next.key, 'props', slot), data, locals, earlier?.slots?.[slot] ?? undefined);
    }
    next.slots = slots;
    const repeat = shape.repeat;
    const template = repeat ? (written[repeat.slot] as LayoutNode | undefined) : undefined;
    if (!repeat || !template || typeof template !== 'object') return;
    const list = next.props[repeat.items];
    const items: ResolvedNode[] = [];
    if (Array.isArray(list)) {
      const templatePath = propPointer(node, next.path, repeat.slot);
      const before = earlier?.items?.length ? new PreviousSiblings(earlier.items) : undefined;
      list.forEach((item, index) => {
        const itemLocals = { item, index };
        const itemKey = childPointer(next.key, 'items', index);
        const held = before?.take(itemKey);
        const earlierLocals = held?.locals;
        const sharedLocals = earlierLocals && sameLocals(earlierLocals, itemLocals) ? earlierLocals : itemLocals;
        const resolved = resolve(template, templatePath, itemKey, withNames(data, { item, index }), sharedLocals, held);
        if (resolved) items.push(resolved);
      });
    }
    next.items = items;
  }

  const held = previous && (previous.key === rootPath || previous.key.startsWith(`${rootPath}/fallback`)) ? previous : undefined;
  return { tree: resolve(root, rootPath, rootPath, ctx, undefined, held), issues };
}

/**
 * A prop written as a binding whose rule finds nothing (json-logic's null for a missing context
 * value, such as `data.hot.error.message` before any error) is left unset, so the widget's default
 * applies, as for the default bindings, instead of failing the prop's type and hiding the node.
 */
function withoutMissingBindings(written: Record<string, unknown>, props: Record<string, unknown>): Record<string, unknown> {
  let result = props;
  for (const key in written) {
    if (!isBinding(written[key]) || (props[key] !== null && props[key] !== undefined)) continue;
    if (result === props) result = { ...props };
    delete result[key];
  }
  return result;
}

