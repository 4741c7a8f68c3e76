import type { $ZodType } from 'zod/v4/core';
import type { ActionSpec } from '../engine/types';
import type { EvalContext } from '../engine/context';
import type { ScreenStore } from '../state/screen';

/** What the caller of a list provides. Built by the renderer for each screen; tests build fakes. */
export interface ScopeBase {
  screen: ScreenStore;
  /** Current context, for conditions inside action lists and `{ "var": … }` params. */
  context: () => EvalContext;
  navigate: (to: string, options?: { replace?: boolean }) => void;
  back: () => void;
  /** Payload of the widget event that started this run (e.g. `{ value }`). */
  event?: Record<string, unknown>;
  /** Inside a named action list: the values its caller passed with `with`. */
  args?: Record<string, unknown>;
}

/** What a handler may touch: the caller's scope plus a way to run nested lists. */
export interface ActionScope extends ScopeBase {
  /** Runs a nested list (then/else, onSuccess/onError, a named list) with parts of the scope replaced. */
  run: (actions: readonly ActionSpec[], override?: Partial<ScopeBase>) => Promise<ActionResult>;
}

/** A handler returns "stop" to end the remaining actions of the list (e.g. failed validation). */
export type ActionResult = void | 'stop';

export interface ActionHandler<A extends ActionSpec = ActionSpec> {
  /** The `do` value. */
  name: string;
  description: string;
  /** Parameters schema: validates the action data and is published in schemas/action.schema.json. */
  params: $ZodType<A>;
  run: (action: A, scope: ActionScope) => Promise<ActionResult> | ActionResult;
}

export function defineAction<A extends ActionSpec>(handler: ActionHandler<A>): ActionHandler<A> {
  return handler;
}

/** A registry entry: a handler, or where to load it from (handlers split out of the first screen). */
export type ActionEntry = ActionHandler<any> | { name: string; load: () => Promise<ActionHandler<any>> };

export function isLazyEntry(entry: ActionEntry): entry is { name: string; load: () => Promise<ActionHandler<any>> } {
  return 'load' in entry;
}
