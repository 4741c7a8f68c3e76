import { pageFields, pageWindow, type PageRequest } from '../http/paging';

/** One page of a list with the paging fields every list answers with. */
export type ListPage<T> = { items: T[] } & ReturnType<typeof pageFields>;

/**
 * Reads one page of a list: how many rows the whole list has, then the page's rows (the caller's
 * query, given the page's LIMIT and OFFSET). Every paged content list answers the same way.
 */
export async function readPage<T>(
  page: PageRequest,
  countAll: () => Promise<{ n: string | number | bigint } | undefined>,
  rowsIn: (window: { limit: number; offset: number }) => Promise<T[]>,
): Promise<ListPage<T>> {
  const total = Number((await countAll())?.n ?? 0);
  const items = await rowsIn(pageWindow(page));
  return { items, ...pageFields(page, total) };
}
