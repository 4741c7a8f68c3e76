import { z } from 'zod';

/** What a page request says: pageNo from 1, pageSize items per page. */
export interface PageRequest {
  pageNo: number;
  pageSize: number;
}

/**
 * The paging query of a list call: pageNo from 1 (up to 100,000), pageSize from 1 to `max`,
 * `fallback` when not given. Spread into the call's own query object.
 */
export function pagingShape(max = 50, fallback = 20) {
  return {
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(max).default(fallback),
  };
}

/** The rows a page holds, as SQL's LIMIT and OFFSET. */
export function pageWindow(page: PageRequest): { limit: number; offset: number } {
  return { limit: page.pageSize, offset: (page.pageNo - 1) * page.pageSize };
}

/** The paging fields every list answers with, beside its items. */
export function pageFields(page: PageRequest, totalCount: number) {
  return { pageNum: page.pageNo, pageSize: page.pageSize, totalCount, totalPages: Math.ceil(totalCount / page.pageSize) };
}
