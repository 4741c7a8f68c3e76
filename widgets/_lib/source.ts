import type { EvalContext } from '../../src/engine/context';
import { useScreen } from '../../src/render/screen-context';
import { readContextPath } from './context-path';
import { useSignalValue } from './use-signal-value';

/**
 * Reads a value named by a context path. "state.x" and "form.x" come straight from the screen
 * store (so the view re-renders the moment an action writes them); other paths from the context.
 */
export function useSourceValue(path: string, ctx: EvalContext): unknown {
  const store = useScreen();
  const state = useSignalValue(store.state);
  const form = useSignalValue(store.form);
  if (path.startsWith('state.')) return readContextPath({ ...ctx, state } as EvalContext, path);
  if (path.startsWith('form.')) return readContextPath({ ...ctx, form } as EvalContext, path);
  return readContextPath(ctx, path);
}
