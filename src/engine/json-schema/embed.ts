import { z } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { refTo, type JsonSchema } from './ids';

export interface EmbedOptions {
  /** zod schemas that stand for a json-logic rule: emitted as a $ref to condition.schema.json. */
  conditions?: readonly $ZodType[];
  /** Stand-ins for other published schemas: zod schema → the $ref object to emit instead. */
  refs?: ReadonlyMap<$ZodType, JsonSchema>;
  io?: 'input' | 'output';
}

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Rewrites every local "$ref" of a sub-schema so it still points right once moved under $defs. */
function rewriteRefs(value: unknown, rename: (ref: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => rewriteRefs(item, rename));
  if (!isObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] = key === '$ref' && typeof item === 'string' ? rename(item) : rewriteRefs(item, rename);
  }
  return out;
}

/** Formats every JSON Schema validator knows; zod also emits its own (starts_with, …) next to a pattern. */
const STANDARD_FORMATS = new Set([
  'date', 'time', 'date-time', 'duration', 'uri', 'uri-reference', 'uri-template', 'email', 'idn-email',
  'hostname', 'idn-hostname', 'ipv4', 'ipv6', 'regex', 'uuid', 'json-pointer', 'relative-json-pointer', 'iri', 'iri-reference',
]);

function dropNonStandardFormats(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(dropNonStandardFormats);
  if (!isObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (key === 'format' && typeof item === 'string' && !STANDARD_FORMATS.has(item)) continue;
    out[key] = dropNonStandardFormats(item);
  }
  return out;
}

/** An array of `{ do, … }` objects without a fixed `do` is an action list: point it at action.schema.json. */
function linkActionLists(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(linkActionLists);
  if (!isObject(value)) return value;
  const items = value.items;
  if (value.type === 'array' && isObject(items) && isObject(items.properties) && isObject(items.properties.do) && items.properties.do.const === undefined) {
    const { items: _replaced, ...rest } = value;
    return { ...rest, items: refTo('action') };
  }
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, linkActionLists(item)]));
}

/**
 * Converts a zod schema for use inside one of our published files, under `$defs[name]`: its own
 * $defs are lifted into `defs` with a prefix, self references are renamed, stand-ins become
 * $refs and action lists point at action.schema.json.
 */
const tidy = (value: unknown) => linkActionLists(dropNonStandardFormats(value));

export function embedZodSchema(schema: $ZodType, name: string, defs: Record<string, unknown>, options: EmbedOptions = {}): JsonSchema {
  const conditions = new Set(options.conditions ?? []);
  const json = z.toJSONSchema(schema, {
    io: options.io ?? 'input',
    unrepresentable: 'any',
    target: 'draft-2020-12',
    override: (ctx) => {
      const source = ctx.zodSchema as unknown as $ZodType;
      const replacement = conditions.has(source) ? refTo('condition') : options.refs?.get(source);
      if (!replacement) return;
      for (const key of Object.keys(ctx.jsonSchema)) delete (ctx.jsonSchema as Record<string, unknown>)[key];
      Object.assign(ctx.jsonSchema, replacement);
    },
  }) as JsonSchema;
  const { $schema: _dialect, $defs: ownDefs, ...body } = json;
  const rename = (ref: string): string => {
    if (ref === '#') return `#/$defs/${name}`;
    if (ref.startsWith('#/$defs/')) return `#/$defs/${name}.${ref.slice('#/$defs/'.length)}`;
    return ref;
  };
  if (isObject(ownDefs)) {
    for (const [key, def] of Object.entries(ownDefs)) defs[`${name}.${key}`] = tidy(rewriteRefs(def, rename));
  }
  return tidy(rewriteRefs(body, rename)) as JsonSchema;
}
