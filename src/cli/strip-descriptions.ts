import type { Plugin } from 'vite';

/** Calls whose `description` documents a widget, action or endpoint for the published schemas only. */
const DEFINERS = new Set(['defineWidget', 'defineAction', 'defineEndpoint']);

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** Every `description` value written in the object passed to a definer, as [start, end) ranges. */
function descriptionRanges(root: Node): [number, number][] {
  const ranges: [number, number][] = [];
  const visit = (node: Node) => {
    const callee = node.callee as Node | undefined;
    if (node.type === 'CallExpression' && callee?.type === 'Identifier' && DEFINERS.has(callee.name as string)) {
      const [options] = node.arguments as Node[];
      for (const property of options?.type === 'ObjectExpression' ? (options.properties as Node[]) : []) {
        const key = property.key as Node | undefined;
        if (property.type === 'Property' && key && (key.name === 'description' || key.value === 'description')) {
          const value = property.value as Node;
          ranges.push([value.start, value.end]);
        }
      }
    }
    for (const child of Object.values(node)) {
      if (Array.isArray(child)) child.forEach((item) => isNode(item) && visit(item));
      else if (isNode(child)) visit(child);
    }
  };
  visit(root);
  return ranges;
}

/**
 * The descriptions of widgets, actions and endpoints feed the published JSON Schemas and the CLIs;
 * players never read them, yet they were about 2.6 KB gzip of the first screen. In the client build
 * each becomes an empty string, padded so that no code moves (the source maps stay right).
 */
export function stripDescriptions(): Plugin {
  return {
    name: 'strip-descriptions',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!/[\\/](widgets|src[\\/]actions|src[\\/]api)[\\/]/.test(id) || !/define(Widget|Action|Endpoint)\(/.test(code)) return null;
      const ranges = descriptionRanges(this.parse(code) as unknown as Node);
      if (ranges.length === 0) return null;
      let out = code;
      for (const [start, end] of ranges.sort((a, b) => b[0] - a[0])) {
        const blank = code.slice(start + 2, end).replace(/[^\n]/g, ' ');
        out = `${out.slice(0, start)}''${blank}${out.slice(end)}`;
      }
      return { code: out, map: null };
    },
  };
}
