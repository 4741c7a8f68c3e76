import { buildContext, memberContext } from '../engine/build-context';
import type { EvalContext } from '../engine/context';
import { device } from './device';
import { displayName, member, vipProgress } from './member';
import { template, whitelabel, systemInfo, systemStatus } from './platform';
import { downloadBarHidden, language } from './prefs';
import type { ScreenStore } from './screen';
import { session } from './session';
import { modals } from './ui';
import { balanceHidden, wallet, walletLoading } from './wallet';

export interface RouteInfo {
  path: string;
  query: Record<string, string>;
  params?: Record<string, string>;
}

/**
 * The context every condition of a screen is evaluated against, read from the signals (so a
 * component calling it re-renders when any of them changes). Names here are the layout authors'
 * vocabulary; see docs/conditions.md.
 *   state: the screen's own state, plus `modals` (page-level modal flags), `balanceHidden`,
 *          `walletLoading`, `downloadBarHidden` and `errors` (the form's messages by field); screen keys win on a clash.
 *   data:  the screen's queries by name (status, items, hasMore…), `wallet` ({ sumBalance } or null), `vipProgress` (0..1), `vipPercent` (whole percent),
 *          `clubLabel` (VIP tag text), `displayName`, `systemStatus` (0, 1, 2 or null), `systemInfo` (the
 *          status pages' facts: message, end, supportEmail, customerService, ip; engine/status-facts.ts).
 */
export function contextFor(screen: ScreenStore, route: RouteInfo): EvalContext {
  const progress = vipProgress.value;
  return buildContext({
    flags: whitelabel.value,
    template: template.value?.parameters ?? {},
    member: memberContext(session.value, member.value),
    route,
    device: device.value,
    lang: language.value,
    form: screen.form.value,
    state: {
      modals: modals.value,
      balanceHidden: balanceHidden.value,
      walletLoading: walletLoading.value,
      downloadBarHidden: downloadBarHidden.value,
      // The form's current messages by field (a submit disabled while any field has one).
      errors: screen.errors.value,
      ...screen.state.value,
    },
    data: {
      // The screen's queries first: the app's own names below win on a clash.
      ...screen.data.value,
      wallet: wallet.value,
      vipProgress: progress,
      vipPercent: Math.round(progress * 100),
      clubLabel: member.value?.clubLabel?.labelName ?? '',
      displayName: displayName.value,
      systemStatus: systemStatus.value?.status ?? null,
      systemInfo: systemInfo.value,
    },
  });
}
