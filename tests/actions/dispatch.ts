import { createDispatcher } from '../../src/actions/dispatcher';
import { actionHandlers } from '../../src/actions/registry';

/** The app's dispatcher over the real handlers, as the composition root builds it. */
export const testDispatcher = createDispatcher(actionHandlers);
export const runActionList = testDispatcher.runActionList;
export const runActions = testDispatcher.runActions;
