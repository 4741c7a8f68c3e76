import { writtenProps } from '../../src/engine/node-props';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { vi } from 'vitest';
import type { ActionScope } from '../../src/actions/types';
import { endpoints } from '../../src/api/endpoints';
import { buildContext, type PartialContext } from '../../src/engine/build-context';
import type { EvalContext } from '../../src/engine/context';
import type { QuerySpec } from '../../src/engine/queries';
import type { ActionSpec, LayoutDocument, LayoutNode } from '../../src/engine/types';
import { queryRequest } from '../../src/queries/request';
import { layouts } from '../../src/state/platform';
import { createScreenStore } from '../../src/state/screen';
import { runActionList } from '../actions/dispatch';
import { expandedLayouts, withTemplatesExpanded } from '../support/repo-layouts';

/** A shipped layout as the app renders it (its template uses expanded). */
export function layoutJson(path: string): Record<string, unknown> & { root: LayoutNode } {
  return withTemplatesExpanded(JSON.parse(readFileSync(join(__dirname, '../../layouts', path), 'utf8'))) as Record<string, unknown> & { root: LayoutNode };
}

/** Every node of a tree, including item templates and slots kept in props. */
export function* nodesOf(node: LayoutNode): Generator<LayoutNode> {
  yield node;
  for (const child of node.children ?? []) yield* nodesOf(child);
  for (const value of Object.values(writtenProps(node))) {
    if (value && typeof value === 'object' && 'type' in value) yield* nodesOf(value as LayoutNode);
  }
}

export function findNode(root: LayoutNode, test: (node: LayoutNode) => boolean): LayoutNode {
  for (const node of nodesOf(root)) if (test(node)) return node;
  throw new Error('no such node');
}

/** A test's world: the context parts it knows, plus the locals of a list item or an event. */
export type World = PartialContext & { state: Record<string, unknown>; item?: unknown; index?: number; event?: Record<string, unknown> };

/** The shipped named lists (the member gate…), where the app's `run` finds them. */
function useShippedActions(): void {
  if (layouts.peek().actions) return;
  layouts.value = { ...layouts.peek(), actions: expandedLayouts().actions as LayoutDocument };
}

/**
 * Runs an action list with the app's own dispatcher and handlers, over a screen whose state is
 * the world's; the world's state is what the list left. Notes where it navigated.
 */
export async function runSteps(list: readonly ActionSpec[], world: World): Promise<{ navigated: string[] }> {
  useShippedActions();
  const screen = createScreenStore();
  screen.state.value = { ...world.state };
  const navigated: string[] = [];
  const { item, index, event, state: _state, ...parts } = world;
  const scope: ActionScope = {
    screen,
    context: () => ({ ...buildContext({ ...parts, state: screen.state.value }), ...(item !== undefined ? { item, index: index ?? 0 } : {}) }) as EvalContext,
    navigate: vi.fn((to: string) => void navigated.push(to)),
    back: vi.fn(),
    event,
    run: (nested, override) => runActionList(nested, { ...scope, ...override }),
  };
  await runActionList(list, scope);
  for (const key of Object.keys(world.state)) delete world.state[key];
  Object.assign(world.state, screen.state.value);
  return { navigated };
}

/**
 * What a screen's query asks in a world, as the app's query runtime computes it: its checked
 * params, or null while it does not run.
 */
export function requestOf(spec: QuerySpec, world: PartialContext): Record<string, unknown> | null {
  const endpoint = endpoints.find((candidate) => candidate.name === spec.call);
  if (!endpoint) throw new Error(`no endpoint "${spec.call}"`);
  const request = queryRequest(spec, endpoint, buildContext(world), (path, message) => {
    throw new Error(`${path}: ${message}`);
  });
  if (request.kind === 'badParams') throw new Error(request.message);
  return request.kind === 'on' ? request.params : null;
}
