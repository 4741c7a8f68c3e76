import type { EndpointEffect } from '../../api/endpoint';
import type { SystemStatus } from '../../api/endpoints/system/status';
import { member, progressFromRank, vipProgress, type MemberInfo, type RankProgress } from '../../state/member';
import { setSystemStatus, setWhitelabel, template } from '../../state/platform';
import { setAutoLogin } from '../../state/prefs';
import { saveSession, session, TRIAL_TYPE } from '../../state/session';
import { setWallet, type WalletInfo } from '../../state/wallet';
import { forgetPlayer, loadMemberData } from './member-data';

interface SessionAnswer {
  token?: unknown;
  userName?: unknown;
  type?: unknown;
  customerType?: unknown;
  firstTimeLogin?: unknown;
}

/** A new session from a sign-in answer: logins name the type, trial accounts their customerType. */
async function signIn(answer: SessionAnswer): Promise<void> {
  if (typeof answer.token !== 'string' || !answer.token) return;
  const type = typeof answer.type === 'number' ? answer.type : typeof answer.customerType === 'number' ? answer.customerType : TRIAL_TYPE;
  saveSession({
    token: answer.token,
    merchantCode: template.peek()?.merchantCode ?? '',
    userName: typeof answer.userName === 'string' ? answer.userName : '',
    type,
    firstTimeLogin: answer.firstTimeLogin === true,
  });
  setAutoLogin(true);
  await loadMemberData();
}

/**
 * A successful call that must keep global state in step (its registry entry says which): the
 * balance shown, the member, the VIP progress, a renewed session token, a new or ended session,
 * the flags or the status. Applied here, in one place, whether the call came from a query, `api`
 * or `form.submit`.
 */
export async function applyEffect(effect: EndpointEffect | undefined, answer: unknown): Promise<void> {
  if (!effect || answer === null || answer === undefined) return;
  switch (effect) {
    case 'wallet':
      setWallet(answer as WalletInfo);
      return;
    case 'member':
      member.value = answer as MemberInfo;
      return;
    case 'rank':
      vipProgress.value = progressFromRank(answer as RankProgress);
      return;
    case 'session': {
      const token = (answer as SessionAnswer).token;
      if (session.value && typeof token === 'string' && token) saveSession({ ...session.value, token });
      return;
    }
    case 'signIn':
      await signIn(answer as SessionAnswer);
      return;
    case 'signOut':
      forgetPlayer();
      setAutoLogin(false);
      return;
    case 'whitelabel':
      setWhitelabel(answer as Record<string, boolean>);
      return;
    case 'status':
      setSystemStatus(answer as SystemStatus);
  }
}
