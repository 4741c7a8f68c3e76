import { isLazyEntry, type ActionEntry, type ActionHandler } from './types';
import { backAction } from './handlers/back';
import { formSetAction } from './handlers/form-set';
import { modalToggleAction } from './handlers/modal-toggle';
import { navigateAction } from './handlers/navigate';
import { platformBootAction } from './handlers/platform-boot';
import { replaceAction } from './handlers/replace';
import { runListAction, stopAction } from './handlers/run-list';
import { stateSetAction } from './handlers/state-set';
import { toastAction } from './handlers/toast';

const lazyHandlers = () => import('./handlers/_lazy');
type LazyHandlers = Awaited<ReturnType<typeof lazyHandlers>>;
/** A handler that lives in the lazy chunk, loaded on first use (the app starts loading it at boot). */
const later = (name: string, pick: (handlers: LazyHandlers) => ActionHandler<any>): ActionEntry => ({ name, load: () => lazyHandlers().then(pick) });

/**
 * Every action a layout may name, one handler per file; schemas/action.schema.json lists them. The
 * few the first screen needs are here at once; the others come with the lazy chunk.
 */
export const actionHandlers: ActionEntry[] = [
  navigateAction,
  replaceAction,
  backAction,
  toastAction,
  stateSetAction,
  formSetAction,
  modalToggleAction,
  platformBootAction,
  runListAction,
  stopAction,
  later('api', (h) => h.apiAction),
  later('session.login', (h) => h.sessionLoginAction),
  later('session.logout', (h) => h.sessionLogoutAction),
  later('session.freeplay', (h) => h.sessionFreeplayAction),
  later('captcha.refresh', (h) => h.captchaRefreshAction),
  later('slider.load', (h) => h.sliderLoadAction),
  later('slider.check', (h) => h.sliderCheckAction),
  later('language.set', (h) => h.languageSetAction),
  later('remember.load', (h) => h.rememberLoadAction),
  later('balance.toggle', (h) => h.balanceToggleAction),
  later('wallet.refresh', (h) => h.walletRefreshAction),
  later('sms.request', (h) => h.smsRequestAction),
  later('form.error', (h) => h.formErrorAction),
  later('wait', (h) => h.waitAction),
  later('once', (h) => h.onceAction),
  later('whenIdle', (h) => h.whenIdleAction),
  later('serviceLink.open', (h) => h.serviceLinkOpenAction),
  later('downloadBar.hide', (h) => h.downloadBarHideAction),
  later('session.knownPassword', (h) => h.sessionKnownPasswordAction),
  later('session.passwordChanged', (h) => h.sessionPasswordChangedAction),
  later('session.start', (h) => h.sessionStartAction),
  later('form.submit', (h) => h.formSubmitAction),
  later('form.validate', (h) => h.formValidateAction),
  later('alert', (h) => h.alertAction),
  later('confirm', (h) => h.confirmAction),
  later('openUrl', (h) => h.openUrlAction),
  later('query.more', (h) => h.queryMoreAction),
  later('query.reload', (h) => h.queryReloadAction),
  later('query.patch', (h) => h.queryPatchAction),
  later('throttle', (h) => h.throttleAction),
  later('debounce', (h) => h.debounceAction),
  later('scroll.to', (h) => h.scrollToAction),
  later('clipboard.copy', (h) => h.clipboardCopyAction),
  later('status.check', (h) => h.statusCheckAction),
];

/**
 * Starts loading the lazy handlers (at boot), so a first tap never waits for them; from then on the
 * player's input is followed, so pop-ups that arrive later wait for a quiet moment (whenIdle).
 */
export function preloadActionHandlers(): void {
  void lazyHandlers().then((h) => h.watchInteraction(), () => undefined);
}

/** Every handler, lazy ones loaded (the schema generator and tests need their params). */
export function loadActionHandlers(entries: readonly ActionEntry[] = actionHandlers): Promise<ActionHandler<any>[]> {
  return Promise.all(entries.map((entry) => (isLazyEntry(entry) ? entry.load() : entry)));
}
