import { signal, type Signal } from '@preact/signals-react';

/** Per-screen state: the form's values and errors, and UI state (captchaNeeded, modals…). */
export interface ScreenStore {
  form: Signal<Record<string, unknown>>;
  errors: Signal<Record<string, string>>;
  state: Signal<Record<string, unknown>>;
  /** Field specs of the currently visible fields, kept in step by the renderer. */
  fields: Signal<FieldSpec[]>;
}

/** What a visible field contributes to validation. */
export interface FieldSpec {
  name: string;
  /** Named rule from src/engine/rules (loginUsername, loginPassword, …). */
  rule?: string;
  required?: boolean;
  maxLength?: number;
  /** For confirm fields: name of the field it must equal. */
  equals?: string;
  /** i18n keys for messages, overriding the rule's defaults. */
  messages?: Record<string, string>;
}

export function createScreenStore(initial: { form?: Record<string, unknown>; state?: Record<string, unknown> } = {}): ScreenStore {
  return {
    form: signal({ ...(initial.form ?? {}) }),
    errors: signal({}),
    state: signal({ ...(initial.state ?? {}) }),
    fields: signal([]),
  };
}

export function setFormValue(store: ScreenStore, name: string, value: unknown): void {
  store.form.value = { ...store.form.value, [name]: value };
}

export function setScreenState(store: ScreenStore, patch: Record<string, unknown>): void {
  store.state.value = { ...store.state.value, ...patch };
}
