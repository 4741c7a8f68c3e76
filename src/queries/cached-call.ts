import type { QueryKey } from '@tanstack/query-core';
import type { EndpointDefinition } from '../api/endpoint';
import { template } from '../state/platform';
import { queryClient } from './client';
import { queryLanguage } from './debounced-language';

/** The cache key of a call: the same for a screen's query and an action asking the same thing. */
export function callKey(endpointName: string, params: Record<string, unknown>, lang: string, pageSize = 0): QueryKey {
  return [endpointName, params, lang, pageSize];
}

/**
 * A call made by an action through the query cache: an answer younger than `staleMs` is reused, and
 * a query of the screen asking the same thing at the same time shares its request (home's pop-ups
 * and banners come from one announcements call).
 */
export function cachedCall(endpoint: EndpointDefinition, params: Record<string, unknown>, staleMs: number): Promise<unknown> {
  const lang = queryLanguage.peek();
  const env = { language: lang, merchantCode: template.peek()?.merchantCode ?? '' };
  return queryClient.fetchQuery({
    queryKey: callKey(endpoint.name, params, lang),
    queryFn: ({ signal }) => endpoint.run(params, { ...env, signal }),
    staleTime: staleMs,
  });
}
