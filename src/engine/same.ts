import type { ResolvedNode } from './types';

/** Same keys with identical (===) values: props of one node from two resolutions. */
export function shallowEqual(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  if (a === b) return true;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => Object.hasOwn(b, key) && sameValue(a[key], b[key]));
}

/**
 * Values computed by bindings are new arrays and objects each time (a filtered list, a list of
 * API items): compared one level deep, with identical elements, so unchanged data is equal.
 */
function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => Object.is(item, b[i]));
  if (isRecord(a) && isRecord(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((k) => Object.hasOwn(b, k) && Object.is(a[k], b[k]));
  }
  return false;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

export function sameLocals(a: Record<string, unknown> | undefined, b: Record<string, unknown> | undefined): boolean {
  if (a === b) return true;
  return !!a && !!b && shallowEqual(a, b);
}

function sameList(a: readonly (ResolvedNode | null)[] | undefined, b: readonly (ResolvedNode | null)[] | undefined): boolean {
  if (a === b) return true;
  if (!a || !b || a.length !== b.length) return false;
  return a.every((node, i) => node === b[i]);
}

function sameSlots(a: ResolvedNode['slots'], b: ResolvedNode['slots']): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}

/**
 * Whether a freshly resolved node is the earlier one in every respect that reaches the screen:
 * then the earlier object is kept and React skips the whole subtree.
 */
export function sameNode(earlier: ResolvedNode, next: ResolvedNode): boolean {
  return (
    earlier.type === next.type &&
    earlier.path === next.path &&
    earlier.id === next.id &&
    earlier.props === next.props &&
    earlier.on === next.on &&
    earlier.fallback === next.fallback &&
    sameLocals(earlier.locals, next.locals) &&
    sameList(earlier.children, next.children) &&
    sameList(earlier.items, next.items) &&
    sameSlots(earlier.slots, next.slots)
  );
}
