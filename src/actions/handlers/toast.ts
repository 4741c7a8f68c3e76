import { z } from 'zod';
import { defineAction } from '../types';
import { actionSchema } from '../params';
import { showToast } from '../../state/ui';

export const toastAction = defineAction({
  name: 'toast',
  description: 'Show a short message ("t:" keys are translated); duration in ms, default 3000.',
  params: actionSchema('toast', {
    text: z.string().min(1),
    duration: z.number().int().positive().max(60_000).optional(),
    params: z.record(z.string(), z.unknown()).optional(),
  }),
  run: (action) => {
    showToast(action.text, { duration: action.duration, params: action.params });
  },
});
