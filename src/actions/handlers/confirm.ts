import { z } from 'zod/mini';
import { defineAction } from '../types';
import { actionListSchema, actionSchema } from '../params';
import { confirmDialog } from '../../state/ui';

export const confirmAction = defineAction({
  name: 'confirm',
  description:
    'Ask the player; runs `then` on OK and `else` on cancel. Without `else`, cancel ends the list ' +
    '(the remaining actions assumed agreement); a stopped branch ends it too. `ok` and `cancel` name the buttons (e.g. "t:common_go"); ' +
    '`params` fill the texts\' placeholders (what is confirmed: an amount, a name).',
  params: actionSchema('confirm', {
    text: z.string().check(z.minLength(1)),
    title: z.optional(z.string()),
    ok: z.optional(z.string().check(z.minLength(1))),
    cancel: z.optional(z.string().check(z.minLength(1))),
    params: z.optional(z.record(z.string(), z.unknown())),
    then: actionListSchema,
    else: z.optional(actionListSchema),
  }),
  run: async (action, scope) => {
    const ok = await confirmDialog({
      text: action.text,
      title: action.title,
      ...(action.ok ? { confirmText: action.ok } : {}),
      ...(action.cancel ? { cancelText: action.cancel } : {}),
      ...(action.params ? { params: action.params } : {}),
    });
    if (ok) return scope.run(action.then);
    if (!action.else) return 'stop';
    return scope.run(action.else);
  },
});
