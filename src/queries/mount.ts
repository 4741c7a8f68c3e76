import { batch, effect } from '@preact/signals-react';
import { hashKey, InfiniteQueryObserver, QueryObserver, type QueryKey } from '@tanstack/query-core';
import type { EndpointDefinition } from '../api/endpoint';
import { findEndpoint } from '../api/endpoint-registry';
import { isApiError } from '../api/errors';
import { apiErrorText } from '../actions/report';
import type { EvalContext } from '../engine/context';
import { IDLE_VIEW, type QuerySpec, type QuerySpecs, type QueryView } from '../engine/queries';
import type { ScreenStore } from '../state/screen';
import { queryClient } from './client';
import { pageNumOf, planQuery } from './options';
import { pagingOf } from './request';
import { takePrefetched } from './prefetch';
import { patchAnswer, patchList } from './patch-items';
import { toQueryView } from './view';

export type ReportQueryIssue = (name: string, path: string, message: string) => void;

function setView(store: ScreenStore, name: string, view: QueryView): void {
  if (store.data.peek()[name] === view) return;
  store.data.value = { ...store.data.peek(), [name]: view };
}

function errorOf(error: unknown): { code: string; message: string } {
  if (isApiError(error)) return { code: error.code, message: apiErrorText(error) };
  return { code: 'unknown', message: 't:common_err_unknown' };
}

/** One query of a screen: follows the context, feeds `data.<name>`, answers actions. */
function startQuery(name: string, spec: QuerySpec, endpoint: EndpointDefinition, store: ScreenStore, context: () => EvalContext, report: ReportQueryIssue): () => void {
  const paging = pagingOf(spec, endpoint);
  if (spec.paging && !endpoint.paged) report(name, '/paging', `"${endpoint.name}" is not a paged call; paging is ignored`);
  let observer: QueryObserver<unknown, unknown, any, any, QueryKey> | InfiniteQueryObserver<unknown, unknown, any, QueryKey, number> | null = null;
  let unsubscribe = () => {};
  let subscribed = false;
  let lastKey = '';
  let currentKey: QueryKey = [];

  const observe = () => {
    const result = observer?.getCurrentResult();
    if (!result) return;
    const infinite = result.data && typeof result.data === 'object' && 'pages' in result.data ? (result.data as { pages: unknown[] }) : undefined;
    setView(
      store,
      name,
      toQueryView(
        {
          enabled: true,
          status: result.status,
          data: result.data,
          pages: paging ? infinite?.pages ?? undefined : undefined,
          fetching: result.isFetching,
          fetchingNextPage: 'isFetchingNextPage' in result ? Boolean(result.isFetchingNextPage) : false,
          error: result.error ? errorOf(result.error) : null,
        },
        paging ? paging.items : spec.items,
      ),
    );
  };

  const stopFollowing = effect(() => {
    const plan = planQuery(spec, endpoint, context(), (path, message) => report(name, path, message));
    const keyText = JSON.stringify(plan.kind === 'on' ? plan.key : plan);
    if (keyText === lastKey) return;
    lastKey = keyText;
    if (plan.kind === 'off') {
      setView(store, name, IDLE_VIEW);
      return;
    }
    if (plan.kind === 'badParams') {
      report(name, '/params', `invalid params for "${endpoint.name}": ${plan.message}`);
      setView(store, name, { ...IDLE_VIEW, status: 'error', error: { code: 'query.badParams', message: 't:common_err_unknown' } });
      return;
    }
    currentKey = plan.key;
    // The first screen to observe a query prefetched at boot takes its answer as it is (the mark is
    // taken now: a screen that starts observing while the prefetch is still in flight never asks
    // refetchOnMount, and a mark left behind would make a later visit skip its fresh request).
    const fromPrefetch = takePrefetched(hashKey(plan.key));
    const refetchOnMount = () => !fromPrefetch;
    if (paging) {
      const options = {
        queryKey: plan.key,
        staleTime: plan.staleTime,
        refetchOnMount,
        initialPageParam: 1,
        getNextPageParam: pageNumOf,
        queryFn: ({ signal, pageParam }: { signal: AbortSignal; pageParam: number }) => plan.fetch(signal, pageParam),
      };
      if (observer) (observer as InfiniteQueryObserver<unknown, unknown, any, QueryKey, number>).setOptions(options);
      else observer = new InfiniteQueryObserver(queryClient, options);
    } else {
      const options = { queryKey: plan.key, staleTime: plan.staleTime, refetchOnMount, queryFn: ({ signal }: { signal: AbortSignal }) => plan.fetch(signal, 1) };
      if (observer) (observer as QueryObserver<unknown, unknown, any, any, QueryKey>).setOptions(options);
      else observer = new QueryObserver(queryClient, options);
    }
    if (!subscribed) {
      subscribed = true;
      unsubscribe = observer.subscribe(observe);
    }
    observe();
  });

  store.queries.set(name, {
    more: async () => {
      if (observer instanceof InfiniteQueryObserver && observer.getCurrentResult().hasNextPage) await observer.fetchNextPage();
    },
    reload: async () => {
      if (observer) await observer.refetch();
    },
    patchItems: (change) => {
      if (!observer) return;
      queryClient.setQueryData(currentKey, (old: unknown) => patchAnswer(old, paging ? paging.items : spec.items, Boolean(paging), change));
    },
    patchList: (change) => {
      if (!observer) return;
      queryClient.setQueryData(currentKey, (old: unknown) => patchList(old, paging ? paging.items : spec.items, Boolean(paging), change));
    },
  });

  return () => {
    stopFollowing();
    // The last observer leaving cancels a request still in flight (query-core, signal consumed).
    unsubscribe();
    store.queries.delete(name);
  };
}

/**
 * Starts the queries a screen or fragment declares, each feeding `data.<name>` of the store; the
 * returned function stops them (leaving the screen cancels what is still loading). An unknown call
 * is an error state plus a report, never a crash.
 *
 * All of a document's queries start together, in one batch: each start used to write `data` on its
 * own, and every write re-resolved the whole document and re-rendered it at once (a subscription to
 * a store renders synchronously), a dozen long renders in a row while a page was being taken over.
 * A query already showing an answer (a page the platform drew, a screen shown before) keeps it
 * until its observer speaks, instead of flashing back to loading.
 */
export function mountQueries(specs: QuerySpecs | undefined, store: ScreenStore, context: () => EvalContext, report: ReportQueryIssue): () => void {
  if (!specs) return () => {};
  const entries = Object.entries(specs);
  const stops: (() => void)[] = [];
  let live = true;
  const showing = store.data.peek();
  batch(() => {
    for (const [name] of entries) if (!showing[name] || showing[name].status === 'idle') setView(store, name, { ...IDLE_VIEW, status: 'loading' });
  });
  void Promise.all(entries.map(([, spec]) => findEndpoint(spec.call))).then(
    (endpoints) => {
      if (!live) return;
      batch(() => {
        for (const [index, [name, spec]] of entries.entries()) {
          const endpoint = endpoints[index];
          if (endpoint) {
            stops.push(startQuery(name, spec, endpoint, store, context, report));
            continue;
          }
          report(name, '/call', `unknown call "${spec.call}"`);
          setView(store, name, { ...IDLE_VIEW, status: 'error', error: { code: 'query.unknownCall', message: 't:common_err_unknown' } });
        }
      });
    },
    (error: unknown) => {
      if (!live) return;
      batch(() => {
        for (const [name] of entries) {
          report(name, '/call', `the call list failed to load: ${error instanceof Error ? error.message : String(error)}`);
          setView(store, name, { ...IDLE_VIEW, status: 'error', error: { code: 'network', message: 't:common_err_network' } });
        }
      });
    },
  );
  return () => {
    live = false;
    for (const stop of stops) stop();
  };
}
