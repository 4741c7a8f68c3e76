import { signal } from '@preact/signals-react';
import { useScreen } from '../../src/render/screen-context';
import { setFormValue } from '../../src/state/screen';
import { clearFieldError } from './binding';
import { useErrorText } from './field-frame';
import { useSignalValue } from '../../src/render/use-signal-value';

const noParams = signal<Record<string, Record<string, unknown>>>({});

type Emit = (event: string, payload?: Record<string, unknown>) => Promise<void>;

/**
 * A form field's value, its setter and its translated error, read from the screen store. With the
 * widget's `emit`, `commit` writes what the player typed and raises the node's `change` event.
 */
export function useField(name: string, emit?: Emit) {
  const store = useScreen();
  const form = useSignalValue(store.form);
  const errors = useSignalValue(store.errors);
  const errorParams = useSignalValue(store.errorParams ?? noParams);
  const errorText = useErrorText();
  const setValue = (value: unknown) => {
    setFormValue(store, name, value);
    clearFieldError(store, name);
  };
  const commit = (value: string) => {
    setValue(value);
    void emit?.('change', { value });
  };
  return { store, value: form[name], setValue, commit, error: errorText(errors[name], errorParams[name]) || undefined };
}
