import { createContext, useContext } from 'react';
import { createScreenStore, type ScreenStore } from '../state/screen';

/** The ScreenStore of the screen (or fragment host) being rendered. */
export const ScreenContext = createContext<ScreenStore | null>(null);

// Widgets rendered outside a screen (component tests, fragments in chrome) still get a store.
const detachedStore = createScreenStore();

export function useScreen(): ScreenStore {
  return useContext(ScreenContext) ?? detachedStore;
}
