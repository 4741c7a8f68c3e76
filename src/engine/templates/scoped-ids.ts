import { isObject } from '../is-object';

/** In a template's node, `{id}` inside a node's `id` stands for the id the use gives. */
export const USE_ID = '{id}';

const isNodeLike = (value: Record<string, unknown>) => typeof value.type === 'string' || typeof value.use === 'string';

/**
 * The template's node with its scoped ids made concrete: `"{id}-range"` becomes `"bets-range"` for
 * a use with `"id": "bets"`, so a template with inner ids can be used twice on one screen and each
 * copy's parts keep ids a test or an anchor can find. A use without an id gives its scoped parts
 * none (an id is never invented). Only node and template-use ids change, never an action's data.
 */
export function scopeIds(value: unknown, useId: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => scopeIds(item, useId));
  if (!isObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (key === 'id' && typeof item === 'string' && item.includes(USE_ID) && isNodeLike(value)) {
      if (typeof useId === 'string') out.id = item.split(USE_ID).join(useId);
      continue;
    }
    out[key] = scopeIds(item, useId);
  }
  return out;
}
