import { z } from 'zod/mini';
import { defineAction } from '../types';
import { actionSchema } from '../params';
import { setFormValue } from '../../state/screen';

export const formSetAction = defineAction({
  name: 'form.set',
  description: 'Set one form value of the screen (visible to conditions as form.<name>).',
  params: actionSchema('form.set', { name: z.string().check(z.minLength(1)), value: z.unknown() }),
  run: (action, scope) => setFormValue(scope.screen, action.name, action.value),
});
