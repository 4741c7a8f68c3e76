import type { EvalContext } from './context';
import { filterEntries } from './filter-entries';
import type { ScreenDocument } from './types';

/**
 * The screen state as the screen starts: its `initial` state, then its first `state.set` actions on
 * entering (before any other action), which only read the context (a list's game type from the
 * route). The page's data can then be asked for before the screen runs them, with the params the
 * screen itself will ask with.
 */
export function enteringState(screen: ScreenDocument, contextWith: (state: Record<string, unknown>) => EvalContext): Record<string, unknown> {
  const state: Record<string, unknown> = { ...(screen.initial?.state ?? {}) };
  for (const action of screen.onEnter ?? []) {
    if (action.do !== 'state.set' || typeof action.key !== 'string') break;
    state[action.key] = filterEntries({ value: action.value }, contextWith(state), '/onEnter', () => {}).value;
  }
  return state;
}
