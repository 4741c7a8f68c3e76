import { createDispatcher } from '../../src/actions/dispatcher';
import { loadActionHandlers } from '../../src/actions/registry';

/** The app's dispatcher over the real handlers (lazy ones loaded first, as boot does before any tap). */
export const testDispatcher = createDispatcher(await loadActionHandlers());
export const runActionList = testDispatcher.runActionList;
export const runActions = testDispatcher.runActions;
