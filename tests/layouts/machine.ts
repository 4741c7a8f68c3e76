import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { evaluate } from '../../src/engine/conditions';
import type { ActionSpec, LayoutNode } from '../../src/engine/types';
import { withTemplatesExpanded } from '../support/repo-layouts';

/** A layout file as plain JSON (the rules are what these tests check, not the parser). */
/** A shipped layout as the app renders it (its template uses expanded). */
export function layoutJson(path: string): Record<string, unknown> & { root: LayoutNode } {
  return withTemplatesExpanded(JSON.parse(readFileSync(join(__dirname, '../../layouts', path), 'utf8'))) as Record<string, unknown> & { root: LayoutNode };
}

/** Every node of a tree, including item templates and slots kept in props. */
export function* nodesOf(node: LayoutNode): Generator<LayoutNode> {
  yield node;
  for (const child of node.children ?? []) yield* nodesOf(child);
  for (const value of Object.values(node.props ?? {})) {
    if (value && typeof value === 'object' && 'type' in value) yield* nodesOf(value as LayoutNode);
  }
}

export function findNode(root: LayoutNode, test: (node: LayoutNode) => boolean): LayoutNode {
  for (const node of nodesOf(root)) if (test(node)) return node;
  throw new Error('no such node');
}

const resolve = (value: unknown, ctx: object): unknown =>
  value && typeof value === 'object' && '$' in value ? evaluate((value as { $: unknown }).$ as never, ctx) : value;

/**
 * Runs the state.set steps of an action list against a state, as the dispatcher would, and notes
 * the named lists it runs (the member gate) and where it navigates; other actions are not simulated.
 */
export function runStateSteps(list: readonly ActionSpec[], ctx: { state: Record<string, unknown> } & Record<string, unknown>): { ran: string[] } {
  const ran: string[] = [];
  for (const action of list as (ActionSpec & Record<string, unknown>)[]) {
    if (action.when !== undefined && !evaluate(action.when as never, ctx)) continue;
    if (action.do === 'run') ran.push(String(action.list));
    if (action.do === 'state.set') ctx.state[String(action.key)] = resolve(action.value, ctx);
  }
  return { ran };
}

/** A query's params as they would be sent (params binding to null are left out). */
export function paramsOf(params: Record<string, unknown>, ctx: object): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params)) {
    const resolved = resolve(value, ctx);
    if (resolved !== null && resolved !== undefined) out[key] = resolved;
  }
  return out;
}
