import { z } from 'zod/mini';
import { session } from '../../state/session';
import { setFormValue, setScreenState } from '../../state/screen';
import { knownPassword } from '../flows/known-password';
import { actionSchema } from '../params';
import { defineAction } from '../types';

export const sessionKnownPasswordAction = defineAction({
  name: 'session.knownPassword',
  description:
    'When the signed-in player has just signed in with an operator-issued password (firstTimeLogin; held in memory only), ' +
    'put it into form field `field` and set state `flag` true, so change password need not ask for the old one. ' +
    'Otherwise nothing changes.',
  params: actionSchema('session.knownPassword', {
    field: z._default(z.string().check(z.minLength(1)), 'oldPassword'),
    flag: z._default(z.string().check(z.minLength(1)), 'passwordKnown'),
  }),
  run: (action, scope) => {
    const current = session.peek();
    const password = current?.firstTimeLogin ? knownPassword(current.userName) : null;
    if (!password) return;
    setFormValue(scope.screen, action.field, password);
    setScreenState(scope.screen, { [action.flag]: true });
  },
});
