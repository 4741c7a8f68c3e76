import { defineAction } from '../types';
import { actionSchema } from '../params';
import { appPath, navigationDelay, wait } from './navigate';

export const replaceAction = defineAction({
  name: 'replace',
  description: 'Go to an in-app path, replacing the current history entry; `delay` waits that many ms first.',
  params: actionSchema('replace', { to: appPath, delay: navigationDelay }),
  run: async (action, scope) => {
    await wait(action.delay);
    scope.navigate(action.to, { replace: true });
  },
});
