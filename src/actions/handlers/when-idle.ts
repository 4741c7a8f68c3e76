import { z } from 'zod/mini';
import { untilIdle } from '../flows/interaction';
import { actionListSchema, actionSchema } from '../params';
import { defineAction } from '../types';

export const whenIdleAction = defineAction({
  name: 'whenIdle',
  description:
    'Run `then` once the player is not touching, scrolling or typing: no pointer down and `quietMs` (default 600) ' +
    'without input. For what arrives on its own (pop-up announcements, prompts), so it never appears under a tap ' +
    'already started. The rest of the list waits with it; a modal opened after the player left its screen shows ' +
    'when that screen is entered again.',
  params: actionSchema('whenIdle', { quietMs: z.optional(z.number().check(z.int(), z.minimum(100), z.maximum(5000))), then: actionListSchema }),
  run: async (action, scope) => {
    if (await untilIdle(action.quietMs ?? 600)) return scope.run(action.then);
  },
});
