/** List operations layouts need and json-logic lacks (its filter/map cannot see the outer context). */

/** Reads "a.b" of an item ("" is the item itself). */
export function pathOf(item: unknown, path: unknown): unknown {
  if (typeof path !== 'string' || path === '') return item;
  let current = item;
  for (const step of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[step];
  }
  return current;
}

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** `{ "sortBy": [list, "vo.winAmount", "desc"] }`: a sorted copy (numbers by value, others as text). */
export function sortBy(list: unknown, path: unknown, direction: unknown = 'asc'): unknown[] {
  const sign = direction === 'desc' ? -1 : 1;
  return [...asList(list)].sort((a, b) => {
    const x = pathOf(a, path);
    const y = pathOf(b, path);
    if (typeof x === 'number' && typeof y === 'number') return (x - y) * sign;
    return String(x ?? '').localeCompare(String(y ?? '')) * sign;
  });
}

/** `{ "take": [list, 20] }`: the first n items. */
export function take(list: unknown, count: unknown): unknown[] {
  const n = typeof count === 'number' && count >= 0 ? Math.floor(count) : 0;
  return asList(list).slice(0, n);
}

/** `{ "matching": [list, "gameName", text] }`: items whose field holds the text, any case; all for an empty text. */
export function matching(list: unknown, path: unknown, text: unknown): unknown[] {
  const needle = typeof text === 'string' ? text.trim().toLowerCase() : '';
  if (!needle) return asList(list);
  return asList(list).filter((item) => String(pathOf(item, path) ?? '').toLowerCase().includes(needle));
}

/** `{ "pluck": [list, "nodeId"] }`: one field of every item. */
export function pluck(list: unknown, path: unknown): unknown[] {
  return asList(list).map((item) => pathOf(item, path));
}

/** `{ "findBy": [list, "id", value] }`: the first item whose field equals the value (loosely: "3" finds 3), else null. */
export function findBy(list: unknown, path: unknown, value: unknown): unknown {
  // Loosely: route queries are text, ids are numbers.
  return asList(list).find((item) => pathOf(item, path) == value) ?? null;
}

/** `{ "filterBy": [list, "gameType", "RNG"] }`: the items whose field equals the value (loosely); all when the value is empty. */
export function filterBy(list: unknown, path: unknown, value: unknown): unknown[] {
  if (value === undefined || value === null || value === '') return asList(list);
  // Loosely, like findBy: route queries are text.
  return asList(list).filter((item) => pathOf(item, path) == value);
}

/** `{ "get": [value, "a.b", fallback] }`: a field of a computed value (json-logic's var reads only the context). */
export function get(value: unknown, path: unknown, fallback: unknown = null): unknown {
  return pathOf(value, path) ?? fallback;
}

/**
 * `{ "lookup": [value, ["HOME", "home", "HOT", "fire", …], fallback] }`: the entry after the first
 * key equal to the value (loosely, like `==`), else the fallback: a table written as data instead
 * of an `if` chain of comparisons. A flat list, because a literal object in a rule would be read as
 * an operation.
 */
export function lookup(value: unknown, table: unknown, fallback: unknown = null): unknown {
  if (!Array.isArray(table) || value === null || value === undefined) return fallback;
  // Loosely, as json-logic's == (and the if chain this replaces) compares.
  for (let i = 0; i + 1 < table.length; i += 2) if (table[i] == value) return table[i + 1];
  return fallback;
}
