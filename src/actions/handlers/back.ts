import { defineAction } from '../types';
import { actionSchema } from '../params';

export const backAction = defineAction({
  name: 'back',
  description: 'Go one page back.',
  params: actionSchema('back', {}),
  run: (_action, scope) => scope.back(),
});
