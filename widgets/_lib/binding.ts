import { setFieldErrors, setFormValue, setScreenState, type ScreenStore } from '../../src/state/screen';

/**
 * A binding names where a widget keeps its value: "form.method" (the screen's form) or
 * "state.tab" (screen state). A bare name means a form field.
 */
export interface Binding {
  scope: 'form' | 'state';
  key: string;
}

export function parseBinding(bind: string): Binding {
  const dot = bind.indexOf('.');
  if (dot > 0) {
    const scope = bind.slice(0, dot);
    if (scope === 'form' || scope === 'state') return { scope, key: bind.slice(dot + 1) };
  }
  return { scope: 'form', key: bind };
}

export function readBinding(values: { form: Record<string, unknown>; state: Record<string, unknown> }, binding: Binding): unknown {
  return values[binding.scope][binding.key];
}

export function writeBinding(store: ScreenStore, binding: Binding, value: unknown): void {
  if (binding.scope === 'form') setFormValue(store, binding.key, value);
  else setScreenState(store, { [binding.key]: value });
}

/** Clears one field's validation error once the user edits it again. */
export function clearFieldError(store: ScreenStore, name: string): void {
  if (name in store.errors.value) setFieldErrors(store, { [name]: null });
}
