import type { QueryKey } from '@tanstack/query-core';
import type { EndpointDefinition } from '../api/endpoint';
import { isVisible } from '../engine/conditions';
import type { EvalContext } from '../engine/context';
import { filterEntries } from '../engine/filter-entries';
import type { QuerySpec } from '../engine/queries';
import { template } from '../state/platform';
import { queryLanguage } from './debounced-language';

/** Params with `{ "$": rule }` computed; empty values (null, undefined) are left out. */
function paramsOf(spec: QuerySpec, ctx: EvalContext, report: (path: string, message: string) => void): Record<string, unknown> {
  const computed = filterEntries(spec.params ?? {}, ctx, '/params', report);
  return Object.fromEntries(Object.entries(computed).filter(([, value]) => value !== undefined && value !== null));
}

export const pageNumOf = (page: unknown) => {
  const { pageNum, totalPages } = (page ?? {}) as { pageNum?: unknown; totalPages?: unknown };
  return typeof pageNum === 'number' && typeof totalPages === 'number' && pageNum < totalPages ? pageNum + 1 : undefined;
};

export type Paging = NonNullable<EndpointDefinition['paged']> & { pageSize: number };

export function pagingOf(spec: QuerySpec, endpoint: EndpointDefinition): Paging | undefined {
  return spec.paging && endpoint.paged ? { ...endpoint.paged, pageSize: spec.paging.pageSize } : undefined;
}

export type QueryPlan =
  | { kind: 'off' }
  | { kind: 'badParams'; message: string }
  | {
      kind: 'on';
      key: QueryKey;
      staleTime: number;
      paging: Paging | undefined;
      /** One page (paged) or the whole answer. */
      fetch: (signal: AbortSignal, page: number) => Promise<unknown>;
    };

/**
 * What one query asks for in a context: off (its `when` is false, or it needs a session), params
 * the call refuses, or the cache key and the fetch. Shared by the screen's observers and the
 * prefetch at boot, so both land on the same cache entry.
 */
export function planQuery(spec: QuerySpec, endpoint: EndpointDefinition, ctx: EvalContext, report: (path: string, message: string) => void): QueryPlan {
  const lang = spec.reloadOnLanguage === false ? ctx.lang : queryLanguage.value;
  const data = { ...ctx, lang };
  const enabled = (spec.when === undefined || isVisible(spec.when, data)) && (!endpoint.session || ctx.member.loggedIn);
  if (!enabled) return { kind: 'off' };
  const params = paramsOf(spec, data, report);
  const checked = endpoint.params.safeParse(params);
  if (!checked.success) {
    return { kind: 'badParams', message: checked.error.issues.map((i) => `${i.path.map(String).join('.') || 'params'}: ${i.message}`).join('; ') };
  }
  const paging = pagingOf(spec, endpoint);
  const env = { language: lang, merchantCode: template.peek()?.merchantCode ?? '' };
  return {
    kind: 'on',
    key: [endpoint.name, checked.data, lang, paging?.pageSize ?? 0],
    staleTime: spec.cache?.staleMs ?? 0,
    paging,
    fetch: (signal, page) =>
      endpoint.run(paging ? { ...checked.data, [paging.pageParam]: page, [paging.sizeParam]: paging.pageSize } : checked.data, { ...env, signal }),
  };
}
