import { safeParse } from 'zod/mini';
import { isVisible } from '../engine/conditions';
import type { ActionSpec } from '../engine/types';
import { resolveParams } from './params';
import { reportActionError, reportBadAction } from './report';
import { isLazyEntry, type ActionEntry, type ActionHandler, type ActionResult, type ActionScope, type ScopeBase } from './types';

/** What conditions and `$` params of an action see: the context plus the triggering event (and a named list's args). */
export function actionData(scope: ScopeBase): Record<string, unknown> {
  return { ...scope.context(), event: scope.event ?? {}, ...(scope.args ? { args: scope.args } : {}) };
}

export interface Dispatcher {
  /** Runs a list for a widget, a screen or a chrome item; failures are reported, never thrown. */
  runActions(actions: readonly ActionSpec[] | undefined, scope: ScopeBase): Promise<void>;
  /** Runs a list and says whether it ran to the end ('stop' when it did not). */
  runActionList(actions: readonly ActionSpec[], scope: ScopeBase): Promise<ActionResult>;
  /** Whether an action name is known (lint and tests). */
  has(name: string): boolean;
}

/**
 * The dispatcher over a list of handlers, built once by the app's composition root. Handlers
 * receive a scope whose `run` runs nested lists (then/else, onSuccess/onError, named lists)
 * through this same dispatcher, so no handler imports the dispatcher.
 *
 * A list runs in order. An action whose `when` is falsy is skipped; a handler answering "stop"
 * ends the list; an unknown or malformed action and any thrown error are reported and end the
 * list (later actions usually depend on earlier ones).
 */
export function createDispatcher(entries: readonly ActionEntry[]): Dispatcher {
  const byName = new Map(entries.map((entry) => [entry.name, entry]));
  const loaded = new Map<string, Promise<ActionHandler<any>>>();
  /** The handler of an action, loading its chunk the first time (once, however many ask). */
  const handlerFor = (name: string): ActionHandler<any> | Promise<ActionHandler<any>> | undefined => {
    const entry = byName.get(name);
    if (!entry || !isLazyEntry(entry)) return entry;
    let pending = loaded.get(name);
    if (!pending) loaded.set(name, (pending = entry.load()));
    return pending;
  };

  async function runActionList(actions: readonly ActionSpec[], base: ScopeBase): Promise<ActionResult> {
    const scope: ActionScope = { ...base, run: (list, override) => runActionList(list, { ...scope, ...override }) };
    for (const action of actions) {
      try {
        const data = actionData(scope);
        if (!isVisible(action.when, data)) continue;
        const found = handlerFor(action.do);
        const handler = found instanceof Promise ? await found : found;
        if (!handler) {
          reportBadAction(action, `unknown action "${String(action.do)}"`);
          return 'stop';
        }
        const parsed = safeParse(handler.params, resolveParams(action, data));
        if (!parsed.success) {
          const problems = parsed.error.issues.map((i) => `${i.path.map(String).join('.') || '(action)'} ${i.message}`).join('; ');
          reportBadAction(action, `invalid params for "${action.do}": ${problems}`);
          return 'stop';
        }
        if ((await handler.run(parsed.data, scope)) === 'stop') return 'stop';
      } catch (error) {
        reportActionError(action, error);
        return 'stop';
      }
    }
    return undefined;
  }

  return {
    runActionList,
    async runActions(actions, scope) {
      if (!actions?.length) return;
      await runActionList(actions, scope);
    },
    has: (name) => byName.has(name),
  };
}
