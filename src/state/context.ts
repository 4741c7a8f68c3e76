import { memberContext } from '../engine/build-context';
import { layeredRecord, onDemandContext } from '../engine/on-demand-context';
import { keyedSignal } from './keyed-signal';
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
 * The context every condition of a screen is evaluated against, read from the signals as rules
 * read it (so a computed or component calling it depends on what it read, nothing more). Names
 * here are the layout authors' vocabulary; see docs/conditions.md.
 *   state: the screen's own state, plus `modals` (page-level modal flags), `balanceHidden`,
 *          `walletLoading`, `downloadBarHidden` and `errors` (the form's messages by field); screen keys win on a clash.
 *   data:  the screen's queries by name (status, items, hasMore…), `wallet` ({ sumBalance } or null), `vipProgress` (0..1), `vipPercent` (whole percent),
 *          `clubLabel` (VIP tag text), `displayName`, `systemStatus` (0, 1, 2 or null), `systemInfo` (the
 *          status pages' facts: message, end, supportEmail, customerService, ip; engine/status-facts.ts).
 */
export function contextFor(screen: ScreenStore, route: RouteInfo): EvalContext {
  // Each part is read from its signals only when a rule reads it (engine/on-demand-context.ts), so
  // a document resolves again only when something it shows can have changed.
  return onDemandContext({
    flags: () => whitelabel.value,
    template: () => template.value?.parameters ?? {},
    member: () => memberContext(session.value, member.value),
    route: () => route,
    device: () => device.value,
    lang: () => language.value,
    form: () => layeredRecord({}, keyedSignal(screen.form), false),
    state: () =>
      layeredRecord(
        {
          modals: () => layeredRecord({}, keyedSignal(modals), false),
          balanceHidden: () => balanceHidden.value,
          walletLoading: () => walletLoading.value,
          downloadBarHidden: () => downloadBarHidden.value,
          // The form's current messages by field (a submit disabled while any field has one).
          errors: () => screen.errors.value,
        },
        keyedSignal(screen.state),
        false,
      ),
    data: () =>
      // The screen's queries, under the app's own names: those win on a clash.
      layeredRecord(
        {
          wallet: () => wallet.value,
          vipProgress: () => vipProgress.value,
          vipPercent: () => (vipProgress.value === null ? null : Math.round(vipProgress.value * 100)),
          clubLabel: () => member.value?.clubLabel?.labelName ?? '',
          displayName: () => displayName.value,
          systemStatus: () => systemStatus.value?.status ?? null,
          systemInfo: () => systemInfo.value,
        },
        keyedSignal(screen.data),
        true,
      ),
  });
}
