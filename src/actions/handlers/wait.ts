import { z } from 'zod/mini';
import { addScreenDisposer } from '../../state/screen';
import { actionSchema } from '../params';
import { defineAction, type ActionResult } from '../types';

export const waitAction = defineAction({
  name: 'wait',
  description:
    'Wait `ms` (at most 10 s) before the next action of the list, e.g. a success message shown 1 s before going back. ' +
    'Leaving the screen meanwhile ends the list.',
  params: actionSchema('wait', { ms: z.number().check(z.int(), z.minimum(0), z.maximum(10_000)) }),
  run: (action, scope) =>
    new Promise<ActionResult>((resolve) => {
      let done = false;
      const finish = (result: ActionResult) => {
        if (done) return;
        done = true;
        resolve(result);
      };
      const timer = setTimeout(() => {
        finish(undefined);
        unregister();
      }, action.ms);
      // Runs when the screen goes away first (and, harmlessly, when unregistered after the wait).
      const unregister = addScreenDisposer(scope.screen, () => {
        clearTimeout(timer);
        finish('stop');
      });
    }),
});
