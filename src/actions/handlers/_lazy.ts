/**
 * Handlers of actions that are not needed to show the first screen (sign-in, forms, queries, timing…):
 * one chunk, loaded while the app boots and before any of them first runs (registry.ts).
 */
export { apiAction } from './api';
export { sessionLoginAction } from './session-login';
export { sessionLogoutAction } from './session-logout';
export { sessionFreeplayAction } from './session-freeplay';
export { captchaRefreshAction } from './captcha-refresh';
export { sliderLoadAction, sliderCheckAction } from './slider';
export { languageSetAction } from './language-set';
export { rememberLoadAction } from './remember-load';
export { balanceToggleAction } from './balance-toggle';
export { walletRefreshAction } from './wallet-refresh';
export { smsRequestAction } from './sms-request';
export { formErrorAction } from './form-error';
export { waitAction } from './wait';
export { onceAction } from './once';
export { whenIdleAction } from './when-idle';
export { watchInteraction } from '../flows/interaction';
export { serviceLinkOpenAction } from './service-link-open';
export { downloadBarHideAction } from './download-bar-hide';
export { sessionKnownPasswordAction } from './session-known-password';
export { sessionPasswordChangedAction } from './session-password-changed';
export { sessionStartAction } from './session-start';
export { formSubmitAction } from './form-submit';
export { formValidateAction } from './form-validate';
export { alertAction } from './alert';
export { confirmAction } from './confirm';
export { openUrlAction } from './open-url';
export { queryMoreAction, queryReloadAction, queryPatchAction } from './query';
export { throttleAction, debounceAction } from './timing';
export { scrollToAction } from './scroll-to';
export { clipboardCopyAction } from './clipboard-copy';
export { statusCheckAction } from './status-check';
