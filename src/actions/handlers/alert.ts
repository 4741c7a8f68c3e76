import { z } from 'zod/mini';
import { confirmDialog } from '../../state/ui';
import { actionSchema } from '../params';
import { defineAction } from '../types';

export const alertAction = defineAction({
  name: 'alert',
  description: 'Tell the player something in a dialog with one OK button; the list goes on once it is closed.',
  params: actionSchema('alert', { text: z.string().check(z.minLength(1)), title: z.optional(z.string()), ok: z.optional(z.string()) }),
  run: async (action) => {
    await confirmDialog({ text: action.text, title: action.title, cancelText: null, ...(action.ok ? { confirmText: action.ok } : {}) });
  },
});
