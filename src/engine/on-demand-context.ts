import { withDefaults, type PartialContext } from './build-context';
import type { EvalContext } from './context';

/**
 * A context whose parts are worked out when a rule first reads them, and kept for the life of the
 * object. The app resolves each layout document inside a computed signal, which depends on exactly
 * the signals read while it runs: a context that read every signal up front made every document on
 * the page resolve again when any of them changed (opening the side menu re-resolved the lobby),
 * while one read on demand ties a document only to what its rules look at.
 */
export type ContextParts = { [K in keyof PartialContext]-?: () => PartialContext[K] };

export function onDemandContext(parts: ContextParts): EvalContext {
  const context = {} as EvalContext;
  defineOnce(context, 'flags', () => parts.flags() ?? {});
  defineOnce(context, 'template', () => parts.template() ?? {});
  defineOnce(context, 'member', () => withDefaults.member(parts.member()));
  defineOnce(context, 'route', () => withDefaults.route(parts.route()));
  defineOnce(context, 'device', () => withDefaults.device(parts.device()));
  defineOnce(context, 'lang', () => withDefaults.lang(parts.lang()));
  defineOnce(context, 'form', () => parts.form() ?? {});
  // State and data are records read key by key (see layeredRecord): they are handed on as they are.
  defineOnce(context, 'state', () => parts.state() ?? {});
  defineOnce(context, 'data', () => parts.data() ?? {});
  return context;
}

function defineOnce<K extends keyof EvalContext>(target: EvalContext, key: K, work: () => EvalContext[K]): void {
  let known = false;
  let value: EvalContext[K];
  Object.defineProperty(target, key, {
    enumerable: true,
    configurable: true,
    get() {
      if (!known) {
        value = work();
        known = true;
      }
      return value;
    },
  });
}

/**
 * The context with names that hold only in one place of a layout (`item` and `index` in a list's
 * item, `event` in a handler…). Parts not yet read stay unread: the copy shares their getters.
 */
export function withNames(context: EvalContext, names: Record<string, unknown>): EvalContext {
  const scoped = Object.defineProperties({}, Object.getOwnPropertyDescriptors(context)) as EvalContext;
  return Object.assign(scoped, names);
}

/** What a keyed source answers for a key it does not hold. */
export const ABSENT: unique symbol = Symbol('absent');

/**
 * A record read key by key: `read` may depend on that key alone (the app keeps a computed signal
 * per key, so a query that answers does not disturb a document that reads another query).
 */
export interface KeyedSource {
  read(key: string): unknown;
  all(): Record<string, unknown>;
}

/**
 * A read-only record made of named values, each read only when asked for, over a keyed source of
 * the rest. `namedWin` says which side a key found in both comes from. Spreading it, listing its
 * keys or writing it out reads everything, as a plain record would.
 */
export function layeredRecord(named: Record<string, () => unknown>, rest: KeyedSource, namedWin: boolean): Record<string, unknown> {
  const isNamed = (key: string) => Object.hasOwn(named, key);
  const read = (key: string): unknown => {
    if (namedWin && isNamed(key)) return named[key]();
    const other = rest.read(key);
    if (other !== ABSENT) return other;
    return isNamed(key) ? named[key]() : undefined;
  };
  const holds = (key: string | symbol): key is string => typeof key === 'string' && (isNamed(key) || rest.read(key) !== ABSENT);
  return new Proxy({} as Record<string, unknown>, {
    get: (_target, key) => (typeof key === 'string' ? read(key) : undefined),
    has: (_target, key) => holds(key),
    ownKeys: () => [...new Set([...Object.keys(named), ...Object.keys(rest.all())])],
    getOwnPropertyDescriptor: (_target, key) => (holds(key) ? { value: read(key), enumerable: true, configurable: true, writable: false } : undefined),
    set: () => false,
    defineProperty: () => false,
    deleteProperty: () => false,
  });
}

/** A plain record as a keyed source (tests, and callers without signals). */
export function plainSource(record: Record<string, unknown>): KeyedSource {
  return { read: (key) => (Object.hasOwn(record, key) ? record[key] : ABSENT), all: () => record };
}
