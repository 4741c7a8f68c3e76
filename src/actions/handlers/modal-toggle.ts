import { z } from 'zod';
import { defineAction } from '../types';
import { actionSchema } from '../params';
import { toggleModal } from '../../state/ui';

export const modalToggleAction = defineAction({
  name: 'modal.toggle',
  description: 'Open, close (open: true/false) or flip a page-level modal (state.modals.<name>).',
  params: actionSchema('modal.toggle', { name: z.string().min(1), open: z.boolean().optional() }),
  run: (action) => toggleModal(action.name, action.open),
});
