import type { EndpointDefinition } from '../api/endpoint';
import { isVisible } from '../engine/conditions';
import type { EvalContext } from '../engine/context';
import { filterEntries } from '../engine/filter-entries';
import type { QuerySpec } from '../engine/queries';

export type Paging = NonNullable<EndpointDefinition['paged']> & { pageSize: number };

export function pagingOf(spec: QuerySpec, endpoint: EndpointDefinition): Paging | undefined {
  return spec.paging && endpoint.paged ? { ...endpoint.paged, pageSize: spec.paging.pageSize } : undefined;
}

export type QueryRequest =
  | { kind: 'off' }
  | { kind: 'badParams'; message: string }
  | { kind: 'on'; params: Record<string, unknown>; paging: Paging | undefined };

/**
 * What one query asks in a context (no app state: the phone's query runtime and the server's page
 * data both use it, so they ask the same): off (its `when` is false, or it needs a session the
 * context has not), params the call refuses, or the checked params and the paging. Params with
 * `{ "$": rule }` are computed; empty values (null, undefined) are left out.
 */
export function queryRequest(spec: QuerySpec, endpoint: EndpointDefinition, ctx: EvalContext, report: (path: string, message: string) => void): QueryRequest {
  const enabled = (spec.when === undefined || isVisible(spec.when, ctx)) && (!endpoint.session || ctx.member.loggedIn);
  if (!enabled) return { kind: 'off' };
  const computed = filterEntries(spec.params ?? {}, ctx, '/params', report);
  const params = Object.fromEntries(Object.entries(computed).filter(([, value]) => value !== undefined && value !== null));
  const checked = endpoint.params.safeParse(params);
  if (!checked.success) {
    return { kind: 'badParams', message: checked.error.issues.map((i) => `${i.path.map(String).join('.') || 'params'}: ${i.message}`).join('; ') };
  }
  return { kind: 'on', params: checked.data as Record<string, unknown>, paging: pagingOf(spec, endpoint) };
}

/** The params of one page: a paged call gets its page number and size. */
export function pageParams(params: Record<string, unknown>, paging: Paging | undefined, page: number): Record<string, unknown> {
  return paging ? { ...params, [paging.pageParam]: page, [paging.sizeParam]: paging.pageSize } : params;
}
