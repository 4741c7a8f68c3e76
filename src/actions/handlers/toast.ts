import { z } from 'zod/mini';
import { defineAction } from '../types';
import { actionSchema } from '../params';
import { showToast } from '../../state/ui';

export const toastAction = defineAction({
  name: 'toast',
  description: 'Show a short message ("t:" keys are translated); duration in ms, default 3000.',
  params: actionSchema('toast', {
    text: z.string().check(z.minLength(1)),
    duration: z.optional(z.number().check(z.int(), z.positive(), z.lte(60_000))),
    params: z.optional(z.record(z.string(), z.unknown())),
  }),
  run: (action) => {
    showToast(action.text, { duration: action.duration, params: action.params });
  },
});
