import { boot } from '../state/platform';
import { createScreenStore } from '../state/screen';
import { contextFor } from '../state/context';
import { dispatcher } from './compose';

/**
 * Runs the platform.boot action (cached status at once, then template, whitelabel, fresh status,
 * layouts, member and wallet). Used at start and by the template-failure screen's Retry.
 */
export function startBoot(): Promise<void> {
  boot.value = { phase: 'loading' };
  const screen = createScreenStore();
  const route = () => ({ path: window.location.pathname, query: Object.fromEntries(new URLSearchParams(window.location.search)) });
  return dispatcher.runActions([{ do: 'platform.boot' }], {
    screen,
    context: () => contextFor(screen, route()),
    // Before the router exists, navigation is a plain page change.
    navigate: (to, options) => (options?.replace ? window.location.replace(to) : window.location.assign(to)),
    back: () => window.history.back(),
  });
}
