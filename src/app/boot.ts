import { effect } from '@preact/signals-react';
import { boot, layouts, template } from '../state/platform';
import { createScreenStore } from '../state/screen';
import { contextFor } from '../state/context';
import { dispatcher, widgetLookup } from './compose';
import { prefetchQueriesFor, preloadQueryRuntime } from './lazy-queries';
import { preloadActionHandlers } from '../actions/registry';
import { preloadWidgetsFor } from './preload-widgets';
import { loadExtraIcons } from '../../widgets/Icon/icon-paths';

/**
 * Runs the platform.boot action (cached status at once, then template, whitelabel, fresh status,
 * layouts, member and wallet). Used at start and by the template-failure screen's Retry.
 */
export function startBoot(): Promise<void> {
  boot.value = { phase: 'loading' };
  // The query runtime and the lazy widgets of this page download while the template loads, not after.
  preloadQueryRuntime();
  preloadActionHandlers();
  void loadExtraIcons();
  const stopWatching = effect(() => {
    const documents = layouts.value;
    if (!documents.routes) return;
    preloadWidgetsFor(window.location.pathname, documents, widgetLookup);
    queueMicrotask(() => stopWatching());
  });
  // The page's data starts with its views, once the merchant (the calls carry its code) is known.
  const stopPrefetch = effect(() => {
    const documents = layouts.value;
    if (!documents.routes || !template.value) return;
    prefetchQueriesFor(window.location.pathname, window.location.search, documents, contextFor);
    queueMicrotask(() => stopPrefetch());
  });
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
