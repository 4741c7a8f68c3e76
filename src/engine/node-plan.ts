import { hasComputedValues } from './filter-entries';
import { writtenProps } from './node-props';
import type { NodeShape, NodeTypes, PropsVerdict } from './resolve';
import type { LayoutNode } from './types';

export { NO_PROPS } from './node-props';

/**
 * What the resolver works out once per document node (per widget registry), instead of on every
 * resolution: a document version's nodes stay the same objects until the operator publishes a new
 * version, so a screen shown again, for another member or after a keystroke, pays only for what
 * can change (conditions, bindings, data).
 */
export interface NodePlan {
  shape: NodeShape | undefined;
  /** Props with no binding, no entry `when`, no rule prop and no widget binding: the same for every context. */
  fixed: boolean;
  /** For fixed props: their verdict, once it is an acceptance (a refusal is checked again each time). */
  accepted?: { ok: true; props: Record<string, unknown> };
  /** The last props computed for a node with bindings, and what they validated to. */
  last?: { input: Record<string, unknown>; props: Record<string, unknown> };
  /** Pointers of the children, for the path the node was last seen at (built once, not per resolution). */
  childPaths?: { parent: string; paths: string[] };
}

const plansByTypes = new WeakMap<NodeTypes, WeakMap<LayoutNode, NodePlan>>();

export function plansFor(nodeTypes: NodeTypes): WeakMap<LayoutNode, NodePlan> {
  let plans = plansByTypes.get(nodeTypes);
  if (!plans) plansByTypes.set(nodeTypes, (plans = new WeakMap()));
  return plans;
}

export function planOf(plans: WeakMap<LayoutNode, NodePlan>, nodeTypes: NodeTypes, node: LayoutNode): NodePlan {
  let plan = plans.get(node);
  if (!plan) {
    const shape = nodeTypes.shape?.(node.type);
    const written = writtenProps(node);
    const usesRules = !!shape?.rules && Object.keys(shape.rules).some((key) => written[key] !== undefined);
    const bound = shape?.bind?.(written);
    const fixed = !usesRules && !(bound && Object.keys(bound).length) && !hasComputedValues(written, shape?.slots ?? []);
    plan = { shape, fixed };
    plans.set(node, plan);
  }
  return plan;
}

/** The pointers of a node's children ("/root/children/0"…), kept while the node stays at `parent`. */
export function childPathsOf(plan: NodePlan, parent: string, count: number): string[] {
  if (plan.childPaths?.parent !== parent || plan.childPaths.paths.length !== count) {
    plan.childPaths = { parent, paths: Array.from({ length: count }, (_, index) => `${parent}/children/${index}`) };
  }
  return plan.childPaths.paths;
}

export type { PropsVerdict };
