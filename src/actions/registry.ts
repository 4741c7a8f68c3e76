import type { ActionHandler } from './types';
import { backAction } from './handlers/back';
import { balanceToggleAction } from './handlers/balance-toggle';
import { confirmAction } from './handlers/confirm';
import { formSetAction } from './handlers/form-set';
import { formValidateAction } from './handlers/form-validate';
import { modalToggleAction } from './handlers/modal-toggle';
import { navigateAction } from './handlers/navigate';
import { openUrlAction } from './handlers/open-url';
import { replaceAction } from './handlers/replace';
import { stateSetAction } from './handlers/state-set';
import { toastAction } from './handlers/toast';

/** Every action a layout may name, one handler per file; schemas/action.schema.json lists them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each handler keeps its own param type
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
  balanceToggleAction,
];
