import { z } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { LAYOUT_KINDS, makeDocumentSchemas, schemaVersionSchema } from '../schema/documents';
import { SUPPORTED_VERSION_TEXT } from '../version';
import { embedZodSchema } from './embed';
import { header, refTo, type JsonSchema, type SchemaName } from './ids';

const TITLES: Record<(typeof LAYOUT_KINDS)[number], [string, string]> = {
  screen: ['Screen document', 'A whole page: chrome settings, initial form/state, onEnter actions and a root node.'],
  fragment: ['Fragment document', 'A reusable piece (header, panels, pop-ups) included by id.'],
  routes: ['Routes document', 'Paths, their screens, guards and redirects.'],
  chrome: ['Chrome document', 'Header, top bar, titles and footer navigation by path.'],
  actions: ['Actions document', 'Reusable action lists by name, run from any layout with { "do": "run", "list": name }.'],
  texts: ['Texts document', "The merchant's texts: bundled text keys overridden per language."],
  templates: ['Templates document', 'Named node templates with typed parameters, used from any layout with { "use": name, "with": { arguments } }; { "param": name } in a template\'s node stands for an argument.'],
};

/**
 * The document schemas come from the same zod definitions the parser uses, with node, condition
 * and action lists swapped for stand-ins that become $refs to their own published files.
 */
export function documentJsonSchemas(): Record<(typeof LAYOUT_KINDS)[number], JsonSchema> {
  const node = z.unknown();
  const condition = z.unknown();
  const actionList = z.unknown();
  const refs = new Map<$ZodType, JsonSchema>([
    [node, refTo('node')],
    [actionList, { type: 'array', items: refTo('action') }],
    [schemaVersionSchema, { type: 'string', enum: [SUPPORTED_VERSION_TEXT], description: 'Layout format version, "MAJOR.MINOR".' }],
  ]);
  const schemas = makeDocumentSchemas({ node, condition, actionList });
  const result = {} as Record<(typeof LAYOUT_KINDS)[number], JsonSchema>;
  for (const kind of LAYOUT_KINDS) {
    const defs: Record<string, unknown> = {};
    const body = withCallChecks(embedZodSchema(schemas[kind], kind, defs, { io: 'output', conditions: [condition], refs }));
    const [title, description] = TITLES[kind];
    result[kind] = { ...header(kind as SchemaName, title, description), ...body, ...(Object.keys(defs).length ? { $defs: defs } : {}) };
  }
  return result;
}

/** A query's call and params are checked by call.schema.json (names and params from the endpoint registry). */
function withCallChecks(body: JsonSchema): JsonSchema {
  const properties = body.properties as Record<string, JsonSchema> | undefined;
  const queries = properties?.queries;
  const spec = queries?.additionalProperties as JsonSchema | undefined;
  if (!properties || !queries || !spec) return body;
  return { ...body, properties: { ...properties, queries: { ...queries, additionalProperties: { ...spec, allOf: [refTo('call')] } } } };
}

/** Any layout document: `kind` picks the document schema. */
export function layoutJsonSchema(): JsonSchema {
  return {
    ...header('layout', 'Layout document', 'Any layout document; "kind" says which: screen, fragment, routes, chrome, actions, texts or templates.'),
    type: 'object',
    required: ['kind'],
    properties: { kind: { enum: [...LAYOUT_KINDS] } },
    allOf: LAYOUT_KINDS.map((kind) => ({
      if: { properties: { kind: { const: kind } }, required: ['kind'] },
      then: refTo(kind as SchemaName),
    })),
  };
}
