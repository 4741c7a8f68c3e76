export type { QuerySpec, QuerySpecs } from './schema/documents';

/** What `data.<name>` holds for a query. */
export interface QueryView {
  /** idle: not running (its `when` is false); empty: ran and found no items. */
  status: 'idle' | 'loading' | 'error' | 'empty' | 'ready';
  items: unknown[];
  /** The whole answer (the last page's, for paged queries). */
  value: unknown;
  count: number;
  /** Total items on the server (paged answers), else the count. */
  total: number;
  pageNum: number;
  totalPages: number;
  hasMore: boolean;
  loadingMore: boolean;
  /** Fetching again while the last answer is shown (stale while revalidating). */
  refreshing: boolean;
  error: { code: string; message: string } | null;
}

export const IDLE_VIEW: QueryView = Object.freeze({
  status: 'idle', items: [], value: null, count: 0, total: 0, pageNum: 0, totalPages: 0,
  hasMore: false, loadingMore: false, refreshing: false, error: null,
}) as QueryView;
