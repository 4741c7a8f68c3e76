import { readPath } from './view';

type Change = (item: unknown, index: number) => unknown;

function setPath(value: unknown, path: string[], list: unknown[]): unknown {
  if (path.length === 0) return list;
  const [head, ...rest] = path;
  const record = (value ?? {}) as Record<string, unknown>;
  return { ...record, [head]: setPath(record[head], rest, list) };
}

function mapList(answer: unknown, itemsPath: string | undefined, change: Change, offset: number): { answer: unknown; count: number } {
  const list = readPath(answer, itemsPath);
  if (!Array.isArray(list)) return { answer, count: 0 };
  const next = list.map((item, index) => change(item, offset + index));
  return { answer: setPath(answer, itemsPath ? itemsPath.split('.') : [], next), count: list.length };
}

/**
 * A cached answer with its items changed, immutably (the cache and the screen see a new object).
 * Paged answers are `{ pages, pageParams }`: indexes run across pages, as the screen's items do.
 */
export function patchAnswer(data: unknown, itemsPath: string | undefined, paged: boolean, change: Change): unknown {
  if (!paged) return mapList(data, itemsPath, change, 0).answer;
  const infinite = data as { pages?: unknown[]; pageParams?: unknown[] } | undefined;
  if (!infinite?.pages) return data;
  let offset = 0;
  const pages = infinite.pages.map((page) => {
    const { answer, count } = mapList(page, itemsPath, change, offset);
    offset += count;
    return answer;
  });
  return { ...infinite, pages };
}

/** A cached answer whose whole list is replaced (for paged answers, the list of the first page, the others emptied). */
export function patchList(data: unknown, itemsPath: string | undefined, paged: boolean, change: (list: unknown[]) => unknown[]): unknown {
  if (!paged) {
    const list = readPath(data, itemsPath);
    return setPath(data, itemsPath ? itemsPath.split('.') : [], change(Array.isArray(list) ? list : []));
  }
  const infinite = data as { pages?: unknown[] } | undefined;
  if (!infinite?.pages?.length) return data;
  const all = infinite.pages.flatMap((page) => {
    const list = readPath(page, itemsPath);
    return Array.isArray(list) ? list : [];
  });
  const pages = infinite.pages.map((page, i) => setPath(page, itemsPath ? itemsPath.split('.') : [], i === 0 ? change(all) : []));
  return { ...infinite, pages };
}
