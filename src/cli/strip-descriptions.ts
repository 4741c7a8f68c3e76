import type { Plugin } from 'vite';

/**
 * Per definer, the properties the client never reads: a widget's, action's or endpoint's
 * `description` documents it for the published schemas; a call's `summary` is for the API schema,
 * and its `input` schema is the server's to parse (the client sends the input as it is). Each becomes
 * the given stand-in.
 */
const DEFINERS: Record<string, Record<string, string>> = {
  defineWidget: { description: "''" },
  defineAction: { description: "''" },
  defineEndpoint: { description: "''" },
  defineCall: { summary: "''", input: '0' },
};

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** Every value to leave out written in the object passed to a definer, as [start, end, stand-in]. */
function strippedRanges(root: Node): [number, number, string][] {
  const ranges: [number, number, string][] = [];
  const visit = (node: Node) => {
    const callee = node.callee as Node | undefined;
    const stripped = node.type === 'CallExpression' && callee?.type === 'Identifier' ? DEFINERS[callee.name as string] : undefined;
    if (stripped) {
      const [options] = node.arguments as Node[];
      for (const property of options?.type === 'ObjectExpression' ? (options.properties as Node[]) : []) {
        const key = property.key as Node | undefined;
        const name = (key?.name ?? key?.value) as string | undefined;
        if (property.type === 'Property' && name !== undefined && Object.hasOwn(stripped, name)) {
          const value = property.value as Node;
          ranges.push([value.start, value.end, stripped[name]!]);
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
 * players never read them, yet they were about 2.6 KB gzip of the first screen. The calls' summaries
 * and input schemas (src/contract) are the API schema's and the server's: about 8 KB gzip more. In
 * the client build each becomes a stand-in, padded so that no code moves (the source maps stay
 * right), and field rules only inputs used fall out of the bundle.
 */
export function stripDescriptions(): Plugin {
  return {
    name: 'strip-descriptions',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!/[\\/](widgets|src[\\/]actions|src[\\/]api|src[\\/]contract)[\\/]/.test(id) || !/define(Widget|Action|Endpoint|Call)\(/.test(code)) return null;
      const ranges = strippedRanges(this.parse(code) as unknown as Node);
      if (ranges.length === 0) return null;
      let out = code;
      for (const [start, end, standIn] of ranges.sort((a, b) => b[0] - a[0])) {
        const blank = code.slice(start + standIn.length, end).replace(/[^\n]/g, ' ');
        out = `${out.slice(0, start)}${standIn}${blank}${out.slice(end)}`;
      }
      return { code: out, map: null };
    },
  };
}
