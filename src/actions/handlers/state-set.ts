import { z } from 'zod/mini';
import { defineAction } from '../types';
import { actionSchema } from '../params';
import { setScreenState } from '../../state/screen';

export const stateSetAction = defineAction({
  name: 'state.set',
  description: 'Set one key of the screen state (visible to conditions as state.<key>).',
  params: actionSchema('state.set', { key: z.string().check(z.minLength(1)), value: z.unknown() }),
  run: (action, scope) => setScreenState(scope.screen, { [action.key]: action.value }),
});
