import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { WidgetViewProps } from '../../src/render/widget';
import { FormBusyContext } from '../_lib/form-busy';
import type { FormProps } from './index';

/**
 * Browsers only submit on Enter when the form has a submit button (and some not when it is
 * hidden), so Enter in a text input submits explicitly; the native path is cancelled to avoid twice.
 */
function submitOnEnter(event: KeyboardEvent<HTMLFormElement>) {
  const target = event.target as HTMLElement;
  if (event.key !== 'Enter' || target.tagName !== 'INPUT' || event.nativeEvent.isComposing) return;
  const type = (target as HTMLInputElement).type;
  if (type === 'checkbox' || type === 'radio' || type === 'button' || type === 'submit') return;
  event.preventDefault();
  event.currentTarget.requestSubmit();
}

export function FormView({ props, emit, children }: WidgetViewProps<FormProps>) {
  const [busy, setBusy] = useState(false);
  // A ref as well as state: two quick Enter presses arrive before React re-renders.
  const running = useRef(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await emit('submit');
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  return (
    <form
      className="wl-form"
      name={props.name}
      noValidate
      aria-busy={busy || undefined}
      onSubmit={(event) => void onSubmit(event)}
      onKeyDown={submitOnEnter}
      style={{ display: 'flex', flexDirection: 'column', gap: props.gap }}
    >
      <FormBusyContext.Provider value={busy}>{children}</FormBusyContext.Provider>
    </form>
  );
}
