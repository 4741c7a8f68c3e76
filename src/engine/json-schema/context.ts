import { z } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { evalContextSchema, scopedContextSchema } from '../context';
import { CONTEXT_MEANINGS } from '../context-meanings';
import { header, type JsonSchema } from './ids';

type Def = { type: string; innerType?: $ZodType; shape?: Record<string, $ZodType> };

/** Every name of the declaration with its dotted path: objects are walked, anything else is a name. */
export function contextLeaves(schema: $ZodType, path = '', out: { path: string; schema: $ZodType }[] = []): { path: string; schema: $ZodType }[] {
  const def = schema._zod.def as Def;
  const inner = def.type === 'default' && def.innerType ? def.innerType : schema;
  const shape = (inner._zod.def as Def).shape;
  if (shape) for (const [key, child] of Object.entries(shape)) contextLeaves(child, path ? `${path}.${key}` : key, out);
  else out.push({ path, schema });
  return out;
}

/** The context conditions read, with each name's meaning and default, for integrators' tools. */
export function contextJsonSchema(): JsonSchema {
  const meanings = z.registry<{ description: string }>();
  for (const root of [evalContextSchema, scopedContextSchema]) {
    for (const leaf of contextLeaves(root)) if (CONTEXT_MEANINGS[leaf.path]) meanings.add(leaf.schema, { description: CONTEXT_MEANINGS[leaf.path] });
  }
  const convert = (schema: $ZodType) => {
    const { $schema: _dialect, ...body } = z.toJSONSchema(schema, { metadata: meanings, io: 'input', unrepresentable: 'any' }) as JsonSchema;
    return body;
  };
  return {
    ...header('context', 'Condition context', 'What a json-logic rule of a layout reads with { "var": … } (see docs/conditions.md); `scoped` names exist only where stated.'),
    ...convert(evalContextSchema),
    $defs: { scoped: convert(scopedContextSchema) },
  };
}

const TYPE_NAMES: Record<string, string> = { string: 'string', number: 'number', boolean: 'boolean', record: 'object', unknown: 'any' };

/** The value at a dotted path of the defaults (undefined for the scoped names, which have none). */
const valueAt = (value: unknown, path: string): unknown => path.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], value);

/** The table of docs/conditions.md, from the declaration (`npm run schemas` writes it there). */
export function contextTableMarkdown(): string {
  const lines = ['| Name | Type | Default | Meaning |', '|---|---|---|---|'];
  const defaults = evalContextSchema.parse({});
  const leaves = [...contextLeaves(evalContextSchema).map((leaf) => ({ ...leaf, fallback: valueAt(defaults, leaf.path) })), ...contextLeaves(scopedContextSchema).map((leaf) => ({ ...leaf, fallback: undefined }))];
  for (const { path, schema, fallback } of leaves) {
    const def = schema._zod.def as Def;
    const type = (def.type === 'default' && def.innerType ? def.innerType._zod.def : def).type;
    const meaning = (CONTEXT_MEANINGS[path] ?? '').replace(/\|/g, '\\|');
    lines.push(`| \`${path}\` | ${TYPE_NAMES[type] ?? type} | ${fallback === undefined ? '—' : `\`${JSON.stringify(fallback)}\``} | ${meaning} |`);
  }
  return lines.join('\n');
}

export const CONTEXT_TABLE_START = '<!-- context table: generated from src/engine/context.ts by npm run schemas -->';
export const CONTEXT_TABLE_END = '<!-- end of context table -->';

/** The docs text with its context table replaced by the generated one. */
export function withContextTable(docs: string): string {
  const start = docs.indexOf(CONTEXT_TABLE_START);
  const end = docs.indexOf(CONTEXT_TABLE_END);
  if (start < 0 || end < start) throw new Error('docs/conditions.md has no context table markers');
  return `${docs.slice(0, start + CONTEXT_TABLE_START.length)}\n${contextTableMarkdown()}\n${docs.slice(end)}`;
}
