/**
 * The canonical text of a layout document: the same document always prints the same way, so a diff
 * shows what changed and nothing else. Keys that say what an object is come first (`$schema`,
 * `kind`, `type`, `do`, `id`, `description`, `when`), what it contains last (`on`, `children`,
 * `root`); other keys keep their order. A value stays on one line when that line fits in
 * LINE_WIDTH columns; otherwise an object puts one key per line and an array one item per line.
 * Context reads are written in their short form, `"@path"` (shorthand.ts), and node props inline
 * (node-props.ts).
 * Used by `npm run format:layouts`, and checked on every shipped layout by the tests.
 */
import { inlineAllProps } from './node-props';
import { shortenReads } from './shorthand';

export const LINE_WIDTH = 120;
const INDENT = '  ';
const FIRST = ['$schema', 'schemaVersion', 'kind', 'type', 'use', 'do', 'id', 'description', 'when'];
const LAST = ['fallback', 'on', 'children', 'root'];

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function ordered(object: { [key: string]: Json }): [string, Json][] {
  const keys = Object.keys(object);
  const rank = (key: string) => (FIRST.includes(key) ? FIRST.indexOf(key) - FIRST.length : LAST.includes(key) ? 1 + LAST.indexOf(key) : 0);
  // A stable sort: keys of equal rank keep the order they had.
  return keys.map((key, index) => ({ key, index })).sort((a, b) => rank(a.key) - rank(b.key) || a.index - b.index).map(({ key }) => [key, object[key]!]);
}

function inline(value: Json): string {
  if (Array.isArray(value)) return `[${value.map(inline).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = ordered(value);
    return entries.length === 0 ? '{}' : `{${entries.map(([k, v]) => `${JSON.stringify(k)}: ${inline(v)}`).join(', ')}}`;
  }
  return JSON.stringify(value);
}

/** `value` printed at `depth`, where `used` columns of its first line are already taken (a key, a comma). */
function print(value: Json, depth: number, used: number): string {
  const flat = inline(value);
  if (value === null || typeof value !== 'object' || depth * INDENT.length + used + flat.length <= LINE_WIDTH) return flat;
  const inner = INDENT.repeat(depth + 1);
  const close = INDENT.repeat(depth);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    if (value.every((item) => item === null || typeof item !== 'object')) return filled(value, inner, close);
    return `[\n${value.map((item, i) => inner + print(item, depth + 1, i < value.length - 1 ? 1 : 0)).join(',\n')}\n${close}]`;
  }
  const entries = ordered(value);
  if (entries.length === 0) return '{}';
  return `{\n${entries
    .map(([key, item], i) => {
      const prefix = `${JSON.stringify(key)}: `;
      return inner + prefix + print(item, depth + 1, prefix.length + (i < entries.length - 1 ? 1 : 0));
    })
    .join(',\n')}\n${close}}`;
}

/**
 * A long list of plain values (codes, a lookup table) fills its lines up to the width instead of
 * taking one line per value: a table of twelve pairs reads as a few lines, not twenty-four.
 */
function filled(values: readonly Json[], inner: string, close: string): string {
  const lines: string[] = [];
  let line = '';
  values.forEach((value, i) => {
    const item = JSON.stringify(value) + (i < values.length - 1 ? ',' : '');
    if (line && inner.length + line.length + 1 + item.length > LINE_WIDTH) {
      lines.push(line);
      line = item;
    } else line = line ? `${line} ${item}` : item;
  });
  lines.push(line);
  return `[\n${lines.map((text) => inner + text).join('\n')}\n${close}]`;
}

/** The canonical text of a parsed layout document, ending with a newline. */
export function formatLayout(document: unknown): string {
  return `${print(inlineAllProps(shortenReads(document)) as Json, 0, 0)}\n`;
}
