import { isApiError } from '../../api/errors';
import { apiErrorText } from '../report';
import { showToast } from '../../state/ui';
import { getMemberInfo } from '../../api/endpoints/member/info';
import { getRankProgress } from '../../api/endpoints/member/rank-progress';
import { getWallet } from '../../api/endpoints/wallet/gcs';
import { clearMember, member, progressFromRank, vipProgress } from '../../state/member';
import { clearSession } from '../../state/session';
import { clearWallet, setWallet, walletIsFresh, walletLoading } from '../../state/wallet';

/** Forgets everything about the signed-in player (after sign-out or an expired session). */
export function forgetPlayer(): void {
  clearSession();
  clearMember();
  clearWallet();
}

const isUnauthorized = (e: unknown) => isApiError(e) && e.status === 401;

/**
 * Loads member info, wallet and VIP progress side by side. Each part fails on its own (a missing
 * rank does not hide the balance). Answers "unauthorized" when the server no longer knows the
 * session, so the caller decides whether to forget it quietly.
 */
export async function loadMemberData(): Promise<'ok' | 'unauthorized'> {
  walletLoading.value = true;
  const [info, money, rank] = await Promise.allSettled([getMemberInfo(), getWallet(), getRankProgress()]);
  walletLoading.value = false;
  if ([info, money, rank].some((r) => r.status === 'rejected' && isUnauthorized(r.reason))) return 'unauthorized';
  if (info.status === 'fulfilled') member.value = info.value;
  else console.error('member info failed to load', info.reason);
  if (money.status === 'fulfilled') setWallet(money.value);
  else console.error('wallet failed to load', money.reason);
  // The player is told why the name or balance is missing, in their language (one toast for both).
  const failure = [info, money].find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failure && !(isApiError(failure.reason) && failure.reason.kind === 'cancelled')) {
    showToast(isApiError(failure.reason) ? apiErrorText(failure.reason) : 't:common_err_unknown');
  }
  if (rank.status === 'fulfilled') vipProgress.value = progressFromRank(rank.value);
  else console.error('VIP progress failed to load', rank.reason);
  return 'ok';
}

/**
 * Reloads the balance; it stays masked (walletLoading) until the answer arrives. With `maxAgeMs`,
 * a balance loaded that recently is kept: entering home right after boot or login, which have
 * just loaded it, costs no second request.
 */
export async function refreshWallet(maxAgeMs?: number): Promise<void> {
  if (maxAgeMs !== undefined && walletIsFresh(maxAgeMs)) return;
  walletLoading.value = true;
  try {
    setWallet(await getWallet());
  } finally {
    walletLoading.value = false;
  }
}
