import { signal, type Signal } from '@preact/signals-react';
import type { FieldSpec } from '../engine/fields';
import type { QueryView } from '../engine/queries';

/** What actions can do with a running query of the screen (query.more, query.reload, query.patch). */
export interface QueryHandle {
  more(): Promise<void>;
  reload(): Promise<void>;
  /** Changes the items held locally at once (a notice marked read before the server answers). */
  patchItems(change: (item: unknown, index: number) => unknown): void;
  /** Replaces the list held locally at once (an id added to or removed from favourite ids). */
  patchList(change: (list: unknown[]) => unknown[]): void;
}

/** Per-screen state: the form's values and errors, and UI state (captchaNeeded, modals…). */
export interface ScreenStore {
  form: Signal<Record<string, unknown>>;
  /** Field name → message text, usually an i18n key ("t:rules_required"). */
  errors: Signal<Record<string, string>>;
  /** Interpolation values for the messages in `errors` (e.g. a minimum length). */
  errorParams?: Signal<Record<string, Record<string, unknown>>>;
  state: Signal<Record<string, unknown>>;
  /** Field specs of the currently visible fields, kept in step by the renderer. */
  fields: Signal<FieldSpec[]>;
  /** Results of the screen's queries by name: `data.<name>` in the context. */
  data: Signal<Record<string, QueryView>>;
  /** The running queries by name, for actions. */
  queries: Map<string, QueryHandle>;
}

// The engine owns what a field contributes to validation (it collects and checks fields); the
// screen store only holds the visible ones.
export type { FieldSpec };

/**
 * A screen's store as it starts: its declared form and state, and (for a page the server drew)
 * the answers its queries had there, so the first render matches that page.
 */
export function createScreenStore(initial: { form?: Record<string, unknown>; state?: Record<string, unknown>; data?: Record<string, QueryView> } = {}): ScreenStore {
  return {
    form: signal({ ...(initial.form ?? {}) }),
    errors: signal({}),
    errorParams: signal({}),
    state: signal({ ...(initial.state ?? {}) }),
    fields: signal([]),
    data: signal({ ...(initial.data ?? {}) }),
    queries: new Map(),
  };
}

export function setFormValue(store: ScreenStore, name: string, value: unknown): void {
  store.form.value = { ...store.form.value, [name]: value };
}

export function setScreenState(store: ScreenStore, patch: Record<string, unknown>): void {
  store.state.value = { ...store.state.value, ...patch };
}

/** A validation failure as the engine's rules report it: an i18n key plus its parameters. */
export interface FieldError {
  key: string;
  params?: Record<string, unknown>;
}

/** Replaces the errors of the given fields (others untouched); a null entry clears that field. */
export function setFieldErrors(store: ScreenStore, patch: Record<string, FieldError | null>): void {
  const errors = { ...store.errors.value };
  const params = { ...(store.errorParams?.value ?? {}) };
  for (const [name, error] of Object.entries(patch)) {
    if (error) {
      errors[name] = `t:${error.key}`;
      if (error.params) params[name] = error.params;
      else delete params[name];
    } else {
      delete errors[name];
      delete params[name];
    }
  }
  store.errors.value = errors;
  if (store.errorParams) store.errorParams.value = params;
}

/** Server messages (plain text, already in the player's language) on their fields. */
export function setFieldMessages(store: ScreenStore, messages: Record<string, string>): void {
  store.errors.value = { ...store.errors.value, ...messages };
  if (store.errorParams) {
    const params = { ...store.errorParams.value };
    for (const name of Object.keys(messages)) delete params[name];
    store.errorParams.value = params;
  }
}

// Clean-ups tied to a screen's life (SMS countdown timers, debounced revalidation…).
const disposers = new WeakMap<ScreenStore, Set<() => void>>();

/** Registers a clean-up; returns a function that runs it early and unregisters it. */
export function addScreenDisposer(store: ScreenStore, dispose: () => void): () => void {
  let set = disposers.get(store);
  if (!set) disposers.set(store, (set = new Set()));
  set.add(dispose);
  return () => {
    if (set.delete(dispose)) dispose();
  };
}

/** The renderer calls this when the screen unmounts: every pending timer of the screen stops. */
export function disposeScreen(store: ScreenStore): void {
  const set = disposers.get(store);
  if (!set) return;
  disposers.delete(store);
  for (const dispose of set) {
    try {
      dispose();
    } catch (e) {
      console.error('screen clean-up failed', e);
    }
  }
}
