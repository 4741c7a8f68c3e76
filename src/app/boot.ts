import { effect } from '@preact/signals-react';
import { boot, layouts, template } from '../state/platform';
import { createScreenStore } from '../state/screen';
import { contextFor } from '../state/context';
import { dispatcher, widgetLookup } from './compose';
import { prefetchQueriesFor, preloadQueryRuntime } from './lazy-queries';
import { preloadActionHandlers } from '../actions/registry';
import { preloadWidgetsFor } from './preload-widgets';
import { loadExtraIcons } from '../../widgets/Icon/icon-paths';

let pageParts: Promise<void> = Promise.resolve();

/**
 * Settles once the first page's widget views and icons are here and its queries' answers are in the cache
 * (a page the platform drew is hydrated then: its first render needs both, as the platform had them).
 */
export function firstPageParts(): Promise<void> {
  return pageParts;
}

/**
 * Runs the platform.boot action (cached status at once, then template, whitelabel, fresh status,
 * layouts, member and wallet). Used at start and by the template-failure screen's Retry.
 */
export function startBoot(): Promise<void> {
  boot.value = { phase: 'loading' };
  // The query runtime and the lazy widgets of this page download while the template loads, not after.
  preloadQueryRuntime();
  preloadActionHandlers();
  const icons = loadExtraIcons().catch(() => undefined);
  let widgetsHere = () => {};
  let dataHere = () => {};
  const widgets = new Promise<void>((resolve) => (widgetsHere = resolve));
  const data = new Promise<void>((resolve) => (dataHere = resolve));
  pageParts = Promise.all([widgets, data, icons]).then(() => undefined);
  const stopWatching = effect(() => {
    const documents = layouts.value;
    if (!documents.routes) return;
    void preloadWidgetsFor(window.location.pathname, documents, widgetLookup).then(widgetsHere);
    queueMicrotask(() => stopWatching());
  });
  // The page's data starts with its views, once the merchant (the calls carry its code) is known.
  const stopPrefetch = effect(() => {
    const documents = layouts.value;
    if (!documents.routes || !template.value) return;
    void prefetchQueriesFor(window.location.pathname, window.location.search, documents, contextFor).then(dataHere);
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
