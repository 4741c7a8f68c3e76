// The paging query itself is the contract's (src/contract/fields.ts: paging); these are its SQL and answer sides.
/** What a page request says: pageNo from 1, pageSize items per page. */
export interface PageRequest {
  pageNo: number;
  pageSize: number;
}

/** The rows a page holds, as SQL's LIMIT and OFFSET. */
export function pageWindow(page: PageRequest): { limit: number; offset: number } {
  return { limit: page.pageSize, offset: (page.pageNo - 1) * page.pageSize };
}

/** The paging fields every list answers with, beside its items. */
export function pageFields(page: PageRequest, totalCount: number) {
  return { pageNum: page.pageNo, pageSize: page.pageSize, totalCount, totalPages: Math.ceil(totalCount / page.pageSize) };
}
