import type { LayoutIssue } from './types';

/**
 * What a layout document may weigh. Real layouts stay far below (the lobby, the largest: depth 27,
 * 84 nodes, 55 KB); the limits keep a hostile or mistaken publish from stalling the validator, the
 * server or every player's phone.
 */
export const LAYOUT_LIMITS = { depth: 64, nodes: 2000, bytes: 256 * 1024, bundleBytes: 2 * 1024 * 1024 } as const;

const isContainer = (value: unknown): value is Record<string, unknown> | unknown[] => value !== null && typeof value === 'object';
const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * Checks depth (objects and arrays, so nested conditions count too), node count and size without
 * recursion, before any schema validator or lint walks the document. An empty list means within limits.
 */
export function checkLayoutLimits(json: unknown, documentId = '(unknown)'): LayoutIssue[] {
  const stack: { value: unknown; depth: number; path: string }[] = [{ value: json, depth: 0, path: '' }];
  let nodes = 0;
  let bytes = 0;
  while (stack.length) {
    const { value, depth, path } = stack.pop()!;
    if (typeof value === 'string') bytes += value.length + 2;
    else if (!isContainer(value)) bytes += String(value).length;
    if (bytes > LAYOUT_LIMITS.bytes) {
      return [{ documentId, path: '', message: `larger than ${LAYOUT_LIMITS.bytes / 1024} KB: split it into fragments` }];
    }
    if (!isContainer(value)) continue;
    if (depth >= LAYOUT_LIMITS.depth) {
      return [{ documentId, path, message: `nested deeper than ${LAYOUT_LIMITS.depth} levels (nodes and conditions included): split it or simplify the rule` }];
    }
    if (!Array.isArray(value) && typeof value.type === 'string' && ++nodes > LAYOUT_LIMITS.nodes) {
      return [{ documentId, path, message: `more than ${LAYOUT_LIMITS.nodes} nodes in one document: split it into fragments` }];
    }
    const entries: [string, unknown][] = Array.isArray(value) ? value.map((item, i) => [String(i), item]) : Object.entries(value);
    for (const [key, item] of entries) {
      bytes += key.length + 4;
      stack.push({ value: item, depth: depth + 1, path: `${path}/${escape(key)}` });
    }
  }
  return [];
}
