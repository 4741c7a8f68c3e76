import type { ActionHandler } from './types';
import { apiAction } from './handlers/api';
import { backAction } from './handlers/back';
import { balanceToggleAction } from './handlers/balance-toggle';
import { captchaRefreshAction } from './handlers/captcha-refresh';
import { confirmAction } from './handlers/confirm';
import { formSetAction } from './handlers/form-set';
import { formValidateAction } from './handlers/form-validate';
import { languageSetAction } from './handlers/language-set';
import { modalToggleAction } from './handlers/modal-toggle';
import { navigateAction } from './handlers/navigate';
import { openUrlAction } from './handlers/open-url';
import { platformBootAction } from './handlers/platform-boot';
import { rememberLoadAction } from './handlers/remember-load';
import { replaceAction } from './handlers/replace';
import { sessionFreeplayAction } from './handlers/session-freeplay';
import { sessionLoginAction } from './handlers/session-login';
import { sessionLogoutAction } from './handlers/session-logout';
import { smsRequestAction } from './handlers/sms-request';
import { stateSetAction } from './handlers/state-set';
import { toastAction } from './handlers/toast';
import { walletRefreshAction } from './handlers/wallet-refresh';

/** Every action a layout may name, one handler per file; schemas/action.schema.json lists them. */
export const actionHandlers: ActionHandler<any>[] = [
  navigateAction,
  replaceAction,
  backAction,
  toastAction,
  confirmAction,
  stateSetAction,
  formSetAction,
  formValidateAction,
  modalToggleAction,
  openUrlAction,
  apiAction,
  sessionLoginAction,
  sessionLogoutAction,
  sessionFreeplayAction,
  captchaRefreshAction,
  languageSetAction,
  rememberLoadAction,
  balanceToggleAction,
  walletRefreshAction,
  smsRequestAction,
  platformBootAction,
];
