import { z } from 'zod/mini';
import { defineAction } from '../types';
import { actionSchema } from '../params';
import { appPath } from './navigate';
import { startFreePlay } from '../../api/endpoints/session/freeplay';
import { loadMemberData } from '../flows/member-data';
import { template } from '../../state/platform';
import { setAutoLogin } from '../../state/prefs';
import { saveSession } from '../../state/session';

export const sessionFreeplayAction = defineAction({
  name: 'session.freeplay',
  description: 'Start a trial (free-play) session: its type is the answer\'s customerType (4); then go to `to` (default /m/home, replacing).',
  params: actionSchema('session.freeplay', { to: z.optional(appPath) }),
  run: async (action, scope) => {
    const trial = await startFreePlay();
    saveSession({
      token: trial.token,
      merchantCode: template.value?.merchantCode ?? '',
      userName: trial.userName,
      type: trial.customerType,
      firstTimeLogin: false,
    });
    setAutoLogin(true);
    await loadMemberData();
    scope.navigate(action.to ?? '/m/home', { replace: true });
  },
});
