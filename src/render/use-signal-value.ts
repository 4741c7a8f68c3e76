import { useSyncExternalStore } from 'react';
import type { ReadonlySignal } from '@preact/signals-react';

/**
 * Reads a signal and re-renders when it changes. Explicit on purpose: the build has no signals
 * Babel transform, so a bare `signal.value` in a view would not subscribe the component.
 */
export function useSignalValue<T>(source: ReadonlySignal<T>): T {
  return useSyncExternalStore(
    (onChange) => source.subscribe(() => onChange()),
    () => source.peek(),
    () => source.peek(),
  );
}
