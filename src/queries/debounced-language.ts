import { effect, signal } from '@preact/signals-react';
import { language } from '../state/prefs';

/** The spec's language refresh debounce (200 to 250 ms). */
export const LANGUAGE_RELOAD_MS = 220;

/**
 * The language queries are keyed by: it follows the player's language after a short pause, so a
 * quick change back and forth, or a switch that also re-renders the whole app, reloads lists once.
 */
export const queryLanguage = signal(language.peek());
let timer: ReturnType<typeof setTimeout> | undefined;
effect(() => {
  const next = language.value;
  clearTimeout(timer);
  if (next === queryLanguage.peek()) return;
  timer = setTimeout(() => (queryLanguage.value = next), LANGUAGE_RELOAD_MS);
});
