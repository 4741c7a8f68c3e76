import { checkVisible } from './conditions';
import { childPointer } from './pointer';

type Report = (path: string, message: string) => void;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Actions carry their own `when`, checked when they run (with the event), not when rendering. */
function isAction(value: Record<string, unknown>): boolean {
  return typeof value.do === 'string';
}

function filterValue(value: unknown, ctx: unknown, path: string, report: Report): unknown {
  if (Array.isArray(value)) {
    const kept: unknown[] = [];
    value.forEach((item, index) => {
      const itemPath = childPointer(path, index);
      if (isPlainObject(item) && 'when' in item && !isAction(item)) {
        const visibility = checkVisible(item.when, ctx);
        if (visibility.error) report(childPointer(itemPath, 'when'), visibility.error);
        if (!visibility.visible) return;
      }
      kept.push(filterValue(item, ctx, itemPath, report));
    });
    return kept;
  }
  if (isPlainObject(value) && !isAction(value)) {
    return filterEntries(value, ctx, path, report);
  }
  return value;
}

/**
 * The entry rule: anywhere inside props, an array item that is an object with a `when` key (a
 * tab, a menu entry, a grid tile) is kept only when its condition holds. Action objects (with
 * `do`) are left alone: their `when` is evaluated by the dispatcher.
 */
export function filterEntries(props: Record<string, unknown>, ctx: unknown, path: string, report: Report): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    result[key] = filterValue(value, ctx, childPointer(path, key), report);
  }
  return result;
}
