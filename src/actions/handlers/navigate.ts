import { z } from 'zod';
import { defineAction } from '../types';
import { actionSchema } from '../params';

/** In-app paths only: external addresses go through openUrl. */
export const appPath = z.string().regex(/^\/(?!\/)/, 'must be an in-app path starting with "/"');

export const navigateAction = defineAction({
  name: 'navigate',
  description: 'Go to an in-app path, adding a history entry.',
  params: actionSchema('navigate', { to: appPath }),
  run: (action, scope) => scope.navigate(action.to),
});
