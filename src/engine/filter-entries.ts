import { checkVisible, evaluate } from './conditions';
import { childPointer } from './pointer';

type Report = (path: string, message: string) => void;
/** Told each entry condition's pointer and verdict (condition-watch.ts), when someone watches. */
export type EntrySeen = (pointer: string, rule: unknown, visible: boolean) => void;
/** A pointer built only when something is reported (most props never are). */
type LazyPath = () => string;
const under = (path: LazyPath, part: PropertyKey): LazyPath => () => childPointer(path(), part);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Actions carry their own `when`, checked when they run (with the event), not when rendering. */
function isAction(value: Record<string, unknown>): boolean {
  return typeof value.do === 'string';
}

/** `{ "$": rule }`: a value computed from the context while the tree is resolved. */
export function isBinding(value: unknown): value is { $: unknown } {
  return isPlainObject(value) && Object.keys(value).length === 1 && '$' in value;
}

/** A binding's value; a rule that fails is reported and gives undefined (the prop's default). */
export function evaluateBinding(rule: unknown, ctx: unknown, path: string | LazyPath, report: Report): unknown {
  try {
    return evaluate(rule, ctx);
  } catch (error) {
    report(typeof path === 'string' ? path : path(), `binding failed: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}

function filterValue(value: unknown, ctx: unknown, path: LazyPath, report: Report, seen: EntrySeen | undefined): unknown {
  if (isBinding(value)) return evaluateBinding(value.$, ctx, path, report);
  if (Array.isArray(value)) {
    let changed = false;
    const kept: unknown[] = [];
    value.forEach((item, index) => {
      const itemPath = under(path, index);
      if (isPlainObject(item) && 'when' in item && !isAction(item)) {
        changed = true;
        const visibility = checkVisible(item.when, ctx);
        if (visibility.error) report(childPointer(itemPath(), 'when'), visibility.error);
        seen?.(childPointer(itemPath(), 'when'), item.when, visibility.visible);
        if (!visibility.visible) return;
      }
      const next = filterValue(item, ctx, itemPath, report, seen);
      if (next !== item) changed = true;
      kept.push(next);
    });
    // Unchanged arrays keep their identity: static props stay the same object across renders.
    return changed ? kept : value;
  }
  if (isPlainObject(value) && !isAction(value)) {
    return filterEntries(value, ctx, path, report, [], seen);
  }
  return value;
}

/**
 * Whether filterEntries could give anything but the props themselves: a binding or an array entry
 * with `when` somewhere outside actions and the skipped props. Props without either are fixed for
 * the document version, so the resolver computes and validates them once.
 */
export function hasComputedValues(props: Record<string, unknown>, skip: readonly string[] = []): boolean {
  for (const key in props) if (!skip.includes(key) && computes(props[key])) return true;
  return false;
}

function computes(value: unknown): boolean {
  if (isBinding(value)) return true;
  if (Array.isArray(value)) return value.some((item) => (isPlainObject(item) && 'when' in item && !isAction(item)) || computes(item));
  if (isPlainObject(value) && !isAction(value)) {
    for (const key in value) if (computes(value[key])) return true;
  }
  return false;
}

/**
 * The entry rule and bindings, anywhere inside props:
 * - an array item that is an object with a `when` key (a tab, a menu entry, a grid tile) is kept
 *   only when its condition holds;
 * - a value written `{ "$": rule }` is replaced by the rule's result over the context.
 * Action objects (with `do`) are left alone: the dispatcher evaluates their `when` and `$` when they
 * run. `skip` names props left untouched (node templates resolved by the tree walk itself). The
 * result is the input object itself when nothing needed computing, so static props keep their
 * identity (and their validation verdict) from one resolution to the next.
 */
export function filterEntries(
  props: Record<string, unknown>,
  ctx: unknown,
  path: string | LazyPath,
  report: Report,
  skip: readonly string[] = [],
  seen?: EntrySeen,
): Record<string, unknown> {
  const base: LazyPath = typeof path === 'string' ? () => path : path;
  let changed = false;
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    const next = skip.includes(key) ? value : filterValue(value, ctx, under(base, key), report, seen);
    if (next !== value) changed = true;
    result[key] = next;
  }
  return changed ? result : props;
}
