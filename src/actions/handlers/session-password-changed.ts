import { forgetKnownPassword } from '../flows/known-password';
import { actionSchema } from '../params';
import { defineAction } from '../types';
import { saveSession, session } from '../../state/session';

export const sessionPasswordChangedAction = defineAction({
  name: 'session.passwordChanged',
  description:
    'After the player changed their password (the spec: "stored session password cleared"): the password kept in memory ' +
    'since an operator-issued first sign-in is forgotten and the session is no longer a first sign-in, so a second change ' +
    'in the same visit asks for the old password again.',
  params: actionSchema('session.passwordChanged', {}),
  run: () => {
    forgetKnownPassword();
    const current = session.peek();
    if (current?.firstTimeLogin) saveSession({ ...current, firstTimeLogin: false });
  },
});
