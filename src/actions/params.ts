import { z } from 'zod/mini';
import { evaluate } from '../engine/conditions';
import type { ActionSpec } from '../engine/types';

/**
 * Parameters every action may carry; handlers add their own. Strict: an unknown parameter (a
 * typo such as "too" for "to") is reported to the layout author instead of silently ignored.
 */
export function actionSchema<N extends string, S extends z.core.$ZodShape>(name: N, shape: S) {
  return z.strictObject({ do: z.literal(name), when: z.optional(z.unknown()), ...shape });
}

/** A list of actions inside an action (confirm's then/else, api's onSuccess/onError). */
export const actionListSchema = z.array(
  z.looseObject({ do: z.string().check(z.minLength(1)), when: z.optional(z.unknown()) }),
) as unknown as z.ZodMiniType<ActionSpec[]>;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isActionList(value: unknown): boolean {
  return Array.isArray(value) && value.length > 0 && value.every((item) => isPlainObject(item) && typeof item.do === 'string');
}

/**
 * Evaluates every `{ "$": rule }` inside the action's params against `data` (context + event).
 * Nested action lists are left alone: they resolve when they run, against the data of that
 * moment (after a confirm, after an API answer).
 */
export function resolveParams(action: ActionSpec, data: unknown): ActionSpec {
  const resolve = (value: unknown): unknown => {
    if (Array.isArray(value)) return isActionList(value) ? value : value.map(resolve);
    if (!isPlainObject(value)) return value;
    const keys = Object.keys(value);
    if (keys.length === 1 && keys[0] === '$') return evaluate(value.$, data);
    return Object.fromEntries(keys.map((k) => [k, resolve(value[k])]));
  };
  const out: ActionSpec = { ...action };
  for (const key of Object.keys(action)) {
    if (key !== 'do' && key !== 'when') out[key] = resolve(action[key]);
  }
  return out;
}
