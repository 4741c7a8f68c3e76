import { defineAction } from '../types';
import { actionSchema } from '../params';
import { logout } from '../../api/endpoints/session/logout';
import { forgetPlayer } from '../flows/member-data';
import { setAutoLogin } from '../../state/prefs';
import { whileSigningOut } from '../../state/session';
import { closeAllModals, confirmDialog, hideLoading, showLoading } from '../../state/ui';

export const sessionLogoutAction = defineAction({
  name: 'session.logout',
  description:
    'Sign out: confirm, "please wait" while the logout call runs (hidden whether or not it succeeds), ' +
    'close all panels, forget session, member and wallet, autoLogin 0, replace to /m/home. Cancel ends the list.',
  params: actionSchema('session.logout', {}),
  run: async (_action, scope) => {
    const ok = await confirmDialog({ title: 't:common_signout_title', text: 't:common_signout_confirm' });
    if (!ok) return 'stop';
    showLoading('t:in_please_wait');
    try {
      await whileSigningOut(logout);
    } catch (error) {
      // The player asked to leave: a failed call (expired token, offline) must not keep them in.
      console.error('logout call failed; signing out locally', error);
    } finally {
      hideLoading();
    }
    // Leave first: the page we are on may be guarded (/m/set), and its live guard would send a
    // guest to /m/login the moment the session is forgotten. The spec's destination is /m/home.
    scope.navigate('/m/home', { replace: true });
    // The right panel the player signed out from (and any other) must not stay open over home.
    closeAllModals();
    forgetPlayer();
    setAutoLogin(false);
  },
});
