import type { EvalContext } from '../engine/context';
import { IDLE_VIEW, type QuerySpecs, type QueryView } from '../engine/queries';
import type { LayoutDocument } from '../engine/types';
import type { RouteInfo } from '../render/render-env';
import type { ScreenStore } from '../state/screen';

export type ReportQueryIssue = (name: string, path: string, message: string) => void;

/**
 * Starts a document's queries. The query runtime (TanStack Query core and the endpoint list) is a
 * chunk of its own, fetched by the first screen that declares a query; meanwhile each query shows
 * as loading, so nothing flashes empty.
 */
export function mountQueriesLazily(specs: QuerySpecs | undefined, store: ScreenStore, context: () => EvalContext, report: ReportQueryIssue): () => void {
  if (!specs || Object.keys(specs).length === 0) return () => {};
  // A query already showing an answer (a page the server drew) keeps it while the runtime comes.
  const showing = store.data.peek();
  const loading = Object.fromEntries(
    Object.keys(specs).filter((name) => !showing[name] || showing[name].status === 'idle').map((name) => [name, { ...IDLE_VIEW, status: 'loading' as const }]),
  );
  if (Object.keys(loading).length > 0) store.data.value = { ...showing, ...loading };
  let live = true;
  let stop: (() => void) | undefined;
  import('../queries/mount').then(
    (runtime) => {
      if (live) stop = runtime.mountQueries(specs, store, context, report);
    },
    (error: unknown) => {
      const failed = { ...IDLE_VIEW, status: 'error' as const, error: { code: 'network', message: 't:common_err_network' } };
      if (live) store.data.value = { ...store.data.peek(), ...Object.fromEntries(Object.keys(specs).map((name) => [name, failed])) };
      report(Object.keys(specs)[0], '', `the query runtime failed to load: ${error instanceof Error ? error.message : String(error)}`);
    },
  );
  return () => {
    live = false;
    stop?.();
  };
}

/** Starts loading the query runtime early (at boot), in parallel with the first calls. */
export function preloadQueryRuntime(): void {
  void import('../queries/mount').catch(() => undefined);
  // The page prefetch runs as soon as the layouts arrive: its code must not cost a round trip then.
  void import('../queries/prefetch').then((module) => (prefetchRuntime = module), () => undefined);
  // The endpoint list the first query looks its call up in: otherwise fetched only once a query starts.
  void import('../api/endpoints/index').catch(() => undefined);
}

/**
 * Starts the queries of the page at `path` (its screen and the fragments it includes) as soon as
 * the layouts are known, in the context the screen will start with; the work is in the query chunk.
 * Settles once the answers are in the cache (a failure is the screen's to show).
 */
export function prefetchQueriesFor(path: string, search: string, documents: Record<string, LayoutDocument>, contextFor: (store: ScreenStore, route: RouteInfo) => EvalContext): Promise<void> {
  // Already here (loaded at boot): start now, in this turn, rather than after a promise hop.
  if (prefetchRuntime) return prefetchRuntime.prefetchPage(path, search, documents, contextFor).catch(() => undefined);
  return import('../queries/prefetch').then((runtime) => runtime.prefetchPage(path, search, documents, contextFor)).catch(() => undefined);
}

let prefetchRuntime: typeof import('../queries/prefetch') | undefined;

/** The views the drawn page's named queries had, from their prefetched answers (src/queries/prefetch.ts). */
export function prefetchedViewsFor(path: string, search: string, documents: Record<string, LayoutDocument>, contextFor: (store: ScreenStore, route: RouteInfo) => EvalContext, names: readonly string[]): Promise<Record<string, QueryView>> {
  return import('../queries/prefetch').then((runtime) => runtime.prefetchedViews(path, search, documents, contextFor, names));
}
