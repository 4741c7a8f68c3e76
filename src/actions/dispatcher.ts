import { isVisible } from '../engine/conditions';
import type { ActionSpec } from '../engine/types';
import { resolveParams } from './params';
import { actionHandlers } from './registry';
import { reportActionError, reportBadAction } from './report';
import type { ActionHandler, ActionResult, ActionScope } from './types';

// Looked up at run time (a short list): handlers that run nested lists import this module,
// so the registry may still be initialising while this one loads.
function handlerFor(name: string): ActionHandler | undefined {
  return actionHandlers.find((h) => h.name === name);
}

/** What conditions and `$` params of an action see: the context plus the triggering event. */
export function actionData(scope: ActionScope): Record<string, unknown> {
  return { ...scope.context(), event: scope.event ?? {} };
}

/**
 * Runs one list in order and says whether it ran to the end. An action whose `when` is falsy is
 * skipped; a handler answering "stop" ends the list; an unknown or malformed action and any
 * thrown error are reported and end the list (later actions usually depend on earlier ones).
 */
export async function runActionList(actions: readonly ActionSpec[], scope: ActionScope): Promise<ActionResult> {
  for (const action of actions) {
    try {
      const data = actionData(scope);
      if (!isVisible(action.when, data)) continue;
      const handler = handlerFor(action.do);
      if (!handler) {
        reportBadAction(action, `unknown action "${String(action.do)}"`);
        return 'stop';
      }
      const parsed = handler.params.safeParse(resolveParams(action, data));
      if (!parsed.success) {
        reportBadAction(action, `invalid params for "${action.do}": ${parsed.error.issues.map((i) => `${i.path.join('.') || '(action)'} ${i.message}`).join('; ')}`);
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

/** Entry point for widgets and screens: runs the list; failures are reported, never thrown. */
export async function runActions(actions: readonly ActionSpec[] | undefined, scope: ActionScope): Promise<void> {
  if (!actions?.length) return;
  await runActionList(actions, scope);
}
