import { z } from 'zod/mini';
// Straight from the contract: a re-export through the entry is not yet set when this chunk runs.
import { loginAnswer } from '../../contract/session/session';
import { actionSchema } from '../params';
import { defineAction } from '../types';
import { appPath } from './navigate';
import { completeSignIn } from './session-login';

export const sessionStartAction = defineAction({
  name: 'session.start',
  description:
    'Continue with a session the platform already opened (`answer`: { token, userName, type, firstTimeLogin }, e.g. ' +
    '`{ "$": { "var": "event.value" } }` after a password reset by phone or e-mail link, which signs the player in): ' +
    'keep it, load member, wallet and VIP progress, then go to `to` (default /m/home, replacing), as session.login does.',
  params: actionSchema('session.start', { answer: loginAnswer, to: z.optional(appPath), firstTimeTo: z.optional(appPath) }),
  run: async (action, scope) => {
    await completeSignIn(action.answer, scope, action);
  },
});
