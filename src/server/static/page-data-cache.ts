/**
 * Guest pages' data blocks, kept for a few seconds and computed a few at a time. Every guest who
 * opens /m/home within the same moment gets the same answers, so a crowd of navigations costs one
 * run of the page's queries instead of one each (each run is a dozen in-process calls: about 49 a
 * second on this machine, and while they ran every other API call waited). What the page depends
 * on is in the key (the merchant, its layouts' version, switches, template parameters, status,
 * host and URL), and any operator change empties the cache, so an operator's edit is served at once;
 * live lists (games, banners, winners) are at most `freshMs` old, as the app asks afresh anyway.
 */
export interface PageDataCacheOptions {
  /** How long a block is served as it is. */
  freshMs?: number;
  /** Runs of the page's queries at once; a navigation past that goes without (the app asks itself). */
  atOnce?: number;
  /** Blocks kept at most (oldest first out). */
  maxEntries?: number;
  now?: () => number;
}

export const PAGE_DATA_FRESH_MS = 5_000;
export const PAGE_DATA_AT_ONCE = 2;

export interface PageDataCache<T = string | null> {
  /** The kept block for the key, the one being computed, a new computation, or null when busy. */
  get(key: string, compute: () => Promise<T>): Promise<T | null>;
  /** Forgets every block: an operator changed something a page may depend on. */
  clear(): void;
  readonly size: number;
}

export function createPageDataCache<T = string | null>(options: PageDataCacheOptions = {}): PageDataCache<T> {
  const { freshMs = PAGE_DATA_FRESH_MS, atOnce = PAGE_DATA_AT_ONCE, maxEntries = 500, now = Date.now } = options;
  const kept = new Map<string, { block: T; until: number }>();
  const running = new Map<string, Promise<T>>();
  let generation = 0;

  return {
    get(key, compute) {
      const hit = kept.get(key);
      if (hit && hit.until > now()) return Promise.resolve(hit.block);
      if (hit) kept.delete(key);
      const pending = running.get(key);
      if (pending) return pending;
      if (running.size >= atOnce) return Promise.resolve(null);
      const startedIn = generation;
      const run = compute()
        .then((block) => {
          // A block computed across an operator's change may hold what changed: it is not kept.
          if (startedIn === generation) {
            kept.set(key, { block, until: now() + freshMs });
            if (kept.size > maxEntries) kept.delete(kept.keys().next().value as string);
          }
          return block;
        })
        .finally(() => running.delete(key));
      running.set(key, run);
      return run;
    },
    clear() {
      generation += 1;
      kept.clear();
    },
    get size() {
      return kept.size;
    },
  };
}
