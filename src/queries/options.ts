import type { QueryKey } from '@tanstack/query-core';
import type { EndpointDefinition } from '../api/endpoint';
import type { EvalContext } from '../engine/context';
import type { QuerySpec } from '../engine/queries';
import { template } from '../state/platform';
import { callKey } from './cached-call';
import { queryLanguage } from './debounced-language';
import { pageParams, queryRequest, type Paging } from './request';

export const pageNumOf = (page: unknown) => {
  const { pageNum, totalPages } = (page ?? {}) as { pageNum?: unknown; totalPages?: unknown };
  return typeof pageNum === 'number' && typeof totalPages === 'number' && pageNum < totalPages ? pageNum + 1 : undefined;
};

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
  const request = queryRequest(spec, endpoint, { ...ctx, lang }, report);
  if (request.kind !== 'on') return request;
  const { params, paging } = request;
  const env = { language: lang, merchantCode: template.peek()?.merchantCode ?? '' };
  return {
    kind: 'on',
    key: callKey(endpoint.name, params, lang, paging?.pageSize ?? 0),
    staleTime: spec.cache?.staleMs ?? 0,
    paging,
    fetch: (signal, page) => endpoint.run(pageParams(params, paging, page), { ...env, signal }),
  };
}
