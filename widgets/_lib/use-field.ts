import { signal } from '@preact/signals-react';
import { useScreen } from '../../src/render/screen-context';
import { setFormValue } from '../../src/state/screen';
import { clearFieldError } from './binding';
import { useErrorText } from './field-frame';
import { useSignalValue } from './use-signal-value';

const noParams = signal<Record<string, Record<string, unknown>>>({});

/** A form field's value, its setter and its translated error, read from the screen store. */
export function useField(name: string) {
  const store = useScreen();
  const form = useSignalValue(store.form);
  const errors = useSignalValue(store.errors);
  const errorParams = useSignalValue(store.errorParams ?? noParams);
  const errorText = useErrorText();
  const setValue = (value: unknown) => {
    setFormValue(store, name, value);
    clearFieldError(store, name);
  };
  return { store, value: form[name], setValue, error: errorText(errors[name], errorParams[name]) || undefined };
}
