import { defineAction } from '../types';
import { actionSchema } from '../params';
import { appPath } from './navigate';

export const replaceAction = defineAction({
  name: 'replace',
  description: 'Go to an in-app path, replacing the current history entry.',
  params: actionSchema('replace', { to: appPath }),
  run: (action, scope) => scope.navigate(action.to, { replace: true }),
});
