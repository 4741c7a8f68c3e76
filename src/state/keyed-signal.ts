import { computed, type ReadonlySignal } from '@preact/signals-react';
import { ABSENT, type KeyedSource } from '../engine/on-demand-context';

const perSource = new WeakMap<ReadonlySignal<Record<string, unknown>>, Map<string, ReadonlySignal<unknown>>>();

/**
 * A record signal read key by key: each key is read through a computed of its own, which tells its
 * readers only when that key's value changes. A screen's queries, state and form each live in one
 * signal; read whole, a query answering or a field typed into re-resolved every document of the
 * screen, however little of it they showed.
 */
export function keyedSignal(source: ReadonlySignal<Record<string, unknown>>): KeyedSource {
  let keys = perSource.get(source);
  if (!keys) perSource.set(source, (keys = new Map()));
  const known = keys;
  return {
    read(key) {
      let one = known.get(key);
      if (!one) {
        one = computed(() => (Object.hasOwn(source.value, key) ? source.value[key] : ABSENT));
        known.set(key, one);
      }
      return one.value;
    },
    all: () => source.value,
  };
}
