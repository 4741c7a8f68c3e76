import { z } from 'zod/mini';
import { defineAction } from '../types';
import { actionSchema } from '../params';
import { toggleModal } from '../../state/ui';

export const modalToggleAction = defineAction({
  name: 'modal.toggle',
  description: 'Open, close (open: true/false) or flip a page-level modal (state.modals.<name>).',
  params: actionSchema('modal.toggle', { name: z.string().check(z.minLength(1)), open: z.optional(z.boolean()) }),
  run: (action) => toggleModal(action.name, action.open),
});
