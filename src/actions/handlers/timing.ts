import { z } from 'zod/mini';
import { addScreenDisposer, type ScreenStore } from '../../state/screen';
import { actionListSchema, actionSchema } from '../params';
import { defineAction, type ActionScope } from '../types';

interface Gate {
  timer?: ReturnType<typeof setTimeout>;
  /** The call waiting to run when the window ends. */
  pending?: () => void;
  /** When the last run happened (throttle). */
  last: number;
}

const gates = new WeakMap<ScreenStore, Map<string, Gate>>();

function gateOf(screen: ScreenStore, key: string): Gate {
  let byKey = gates.get(screen);
  if (!byKey) {
    const created = new Map<string, Gate>();
    gates.set(screen, (byKey = created));
    // Leaving the screen drops whatever is still waiting.
    addScreenDisposer(screen, () => {
      for (const gate of created.values()) clearTimeout(gate.timer);
      created.clear();
    });
  }
  let gate = byKey.get(key);
  if (!gate) byKey.set(key, (gate = { last: 0 }));
  return gate;
}

const later = (scope: ActionScope, list: Parameters<ActionScope['run']>[0]) => () => void scope.run(list);

const timingParams = (name: string) =>
  actionSchema(name, { key: z.string().check(z.minLength(1)), ms: z.number().check(z.int(), z.minimum(0), z.maximum(10_000)), then: actionListSchema });

export const throttleAction = defineAction({
  name: 'throttle',
  description:
    'Run `then` at once, then at most once per `ms` for this `key` on the screen; the last call made meanwhile runs when ' +
    'the time is up (the spec\'s mark-read 150 ms). The list goes on without waiting.',
  params: timingParams('throttle'),
  run: (action, scope) => {
    const gate = gateOf(scope.screen, action.key);
    const run = later(scope, action.then);
    const wait = gate.last + action.ms - Date.now();
    if (wait <= 0 && !gate.timer) {
      gate.last = Date.now();
      run();
      return;
    }
    gate.pending = run;
    gate.timer ??= setTimeout(() => {
      gate.timer = undefined;
      gate.last = Date.now();
      const pending = gate.pending;
      gate.pending = undefined;
      pending?.();
    }, Math.max(wait, 0));
  },
});

export const debounceAction = defineAction({
  name: 'debounce',
  description: 'Run `then` once `ms` have passed without another call for this `key` on the screen (e.g. a search box).',
  params: timingParams('debounce'),
  run: (action, scope) => {
    const gate = gateOf(scope.screen, action.key);
    clearTimeout(gate.timer);
    gate.timer = setTimeout(() => {
      gate.timer = undefined;
      later(scope, action.then)();
    }, action.ms);
  },
});
