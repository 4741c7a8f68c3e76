import { findEndpoint } from '../api/endpoint-registry';
import type { EvalContext } from '../engine/context';
import type { QuerySpecs, QueryView } from '../engine/queries';
import { answeredView, PAGE_QUERY_WAVES } from './view';
import type { LayoutDocument } from '../engine/types';
import { includedFragments } from '../engine/included-fragments';
import { routeFromLocation, type RouteInfo } from '../render/render-env';
import { createScreenStore, type ScreenStore } from '../state/screen';
import { entryInDocuments } from '../engine/route-match';
import { enteringState } from '../engine/entering-state';
import { hashKey } from '@tanstack/query-core';
import { queryClient } from './client';
import { pageNumOf, planQuery } from './options';

/** Cache entries filled by a prefetch that no screen has observed yet. */
const prefetched = new Set<string>();

/** True once for a prefetched entry: the first observer uses that answer instead of asking again. */
export function takePrefetched(queryHash: string): boolean {
  return prefetched.delete(queryHash);
}

/**
 * Starts the queries of the page about to show (its screen and the fragments it includes) as soon
 * as the layouts are known, in the context the page will start with: the answers then arrive with
 * the page's views instead of after them. Queries that are off or whose params are refused in that
 * context are left to the screen; failures are left for the screen to show (it asks again).
 */
export async function prefetchQueries(specs: QuerySpecs, ctx: EvalContext): Promise<void> {
  await Promise.all(
    Object.values(specs).map(async (spec) => {
      const endpoint = await findEndpoint(spec.call);
      if (!endpoint) return;
      const plan = planQuery(spec, endpoint, ctx, () => {});
      if (plan.kind !== 'on') return;
      const hash = hashKey(plan.key);
      if (queryClient.getQueryState(plan.key)?.data !== undefined) return;
      prefetched.add(hash);
      const done = plan.paging
        ? queryClient.prefetchInfiniteQuery({
            queryKey: plan.key, staleTime: plan.staleTime, initialPageParam: 1, getNextPageParam: pageNumOf,
            queryFn: ({ signal, pageParam }: { signal: AbortSignal; pageParam: number }) => plan.fetch(signal, pageParam),
          })
        : queryClient.prefetchQuery({ queryKey: plan.key, staleTime: plan.staleTime, queryFn: ({ signal }) => plan.fetch(signal, 1) });
      await done;
      if (queryClient.getQueryState(plan.key)?.status === 'error') prefetched.delete(hash);
    }),
  );
}

type ContextFor = (store: ScreenStore, route: RouteInfo) => EvalContext;

/** The page at `path`: its screen's and included fragments' queries, and the context the screen starts with (with answers so far). */
function pageQueries(path: string, search: string, documents: Record<string, LayoutDocument>, contextFor: ContextFor): { specs: QuerySpecs; contextWith: (data: Record<string, QueryView>) => EvalContext } | null {
  const entry = entryInDocuments(path, documents);
  const screen = entry ? documents[entry.screen] : undefined;
  if (screen?.kind !== 'screen') return null;
  const fragments = includedFragments(screen, (id) => documents[id]);
  const specs = Object.assign({}, ...fragments.map((fragment) => fragment.queries ?? {}), screen.queries ?? {}) as QuerySpecs;
  const route = routeFromLocation(path, search, entry?.params);
  // The state the screen's first actions on entering will set (a list's type from the route): the
  // prefetch asks what the screen will ask, not a list nobody shows.
  const state = enteringState(screen, (entering) => contextFor(createScreenStore({ ...screen.initial, state: entering }), route));
  return { specs, contextWith: (data) => contextFor(createScreenStore({ ...screen.initial, state, data }), route) };
}

/** The page at `path`: its screen's and included fragments' queries, in the context the screen starts with. */
export function prefetchPage(path: string, search: string, documents: Record<string, LayoutDocument>, contextFor: ContextFor): Promise<void> {
  const page = pageQueries(path, search, documents, contextFor);
  return page ? prefetchQueries(page.specs, page.contextWith({})) : Promise.resolve();
}

/**
 * The views of the named queries of the page at `path`, made from their answers as the platform
 * made them for the page it drew (src/server/static/page-data.ts), wave by wave (a lobby category
 * waits for the vendor types): the app's first render then shows what the drawn page shows. The
 * answers are the page's data block's (asked again only when missing); one that does not come is
 * left out.
 */
export async function prefetchedViews(path: string, search: string, documents: Record<string, LayoutDocument>, contextFor: ContextFor, names: readonly string[]): Promise<Record<string, QueryView>> {
  const page = pageQueries(path, search, documents, contextFor);
  if (!page) return {};
  const views: Record<string, QueryView> = {};
  for (let wave = 0; wave < PAGE_QUERY_WAVES; wave++) {
    const ctx = page.contextWith(views);
    const waiting = names.filter((name) => !views[name] && page.specs[name]);
    await prefetchQueries(Object.fromEntries(waiting.map((name) => [name, page.specs[name]])), ctx);
    let found = 0;
    for (const name of waiting) {
      const spec = page.specs[name];
      const endpoint = await findEndpoint(spec.call);
      const plan = endpoint ? planQuery(spec, endpoint, ctx, () => {}) : undefined;
      if (plan?.kind !== 'on') continue;
      const data = queryClient.getQueryData(plan.key);
      if (data === undefined) continue;
      const value = plan.paging ? (data as { pages?: unknown[] }).pages?.[0] : data;
      views[name] = answeredView(value, spec);
      found += 1;
    }
    if (found === 0) break;
  }
  return views;
}
