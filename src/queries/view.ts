import { IDLE_VIEW, type QueryView } from '../engine/queries';

/** Reads "a.b" from an answer; "" or undefined is the answer itself. */
export function readPath(value: unknown, path: string | undefined): unknown {
  if (!path) return value;
  let current = value;
  for (const step of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[step];
  }
  return current;
}

function listOf(value: unknown, path: string | undefined): unknown[] {
  const found = readPath(value, path);
  return Array.isArray(found) ? found : [];
}

const num = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** What query-core reports, reduced to what the view needs (one shape for plain and paged queries). */
export interface ObservedQuery {
  enabled: boolean;
  status: 'pending' | 'error' | 'success';
  data: unknown;
  /** Paged queries: the pages so far. */
  pages?: unknown[];
  fetching: boolean;
  fetchingNextPage: boolean;
  error: { code: string; message: string } | null;
}

/**
 * The `data.<name>` of a query. Paged: items of every page in order, paging from the last page
 * (`hasMore` while pageNum < totalPages). A failed refetch keeps showing the data it had (with the
 * error alongside); with no data at all it is "error".
 */
export function toQueryView(observed: ObservedQuery, itemsPath: string | undefined): QueryView {
  if (!observed.enabled) return IDLE_VIEW;
  const hasData = observed.status === 'success' || (observed.data !== undefined && observed.data !== null);
  if (!hasData) {
    return observed.status === 'error' ? { ...IDLE_VIEW, status: 'error', error: observed.error } : { ...IDLE_VIEW, status: 'loading', refreshing: false };
  }
  const pages = observed.pages;
  const last = pages ? pages[pages.length - 1] : observed.data;
  const items = pages ? pages.flatMap((page) => listOf(page, itemsPath)) : listOf(observed.data, itemsPath);
  const record = (last ?? {}) as Record<string, unknown>;
  const pageNum = num(record.pageNum) ?? (pages ? pages.length : 1);
  const totalPages = num(record.totalPages) ?? pageNum;
  return {
    status: items.length > 0 || (!itemsPath && !Array.isArray(last) && !pages) ? 'ready' : 'empty',
    items,
    value: last,
    count: items.length,
    total: num(record.totalCount) ?? num(record.total) ?? items.length,
    pageNum,
    totalPages,
    hasMore: pages !== undefined && pageNum < totalPages,
    loadingMore: observed.fetchingNextPage,
    refreshing: observed.fetching && !observed.fetchingNextPage,
    error: observed.status === 'error' ? observed.error : null,
  };
}

/**
 * How many waves a page's queries are answered in before a page is drawn: a query whose `when`
 * waits for another's answer (a lobby category for the vendor types) runs in the next wave.
 */
export const PAGE_QUERY_WAVES = 3;

/**
 * The view of a query answered once, with nothing in flight: what a drawn page shows. The platform
 * draws the page with it and the browser hydrates with it, so both make it here, the same way.
 */
export function answeredView(value: unknown, spec: { paging?: unknown; items?: string }): QueryView {
  return toQueryView({ enabled: true, status: 'success', data: value, pages: spec.paging ? [value] : undefined, fetching: false, fetchingNextPage: false, error: null }, spec.items);
}
