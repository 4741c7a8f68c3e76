import { SUPPORTED_VERSION_TEXT } from '../version';

/** Published JSON Schemas: draft 2020-12, one file each, ids versioned by the layout format. */
export const SCHEMA_DIALECT = 'https://json-schema.org/draft/2020-12/schema';
export const SCHEMA_BASE = `https://schemas.wl-mobile.dev/layout/${SUPPORTED_VERSION_TEXT}/`;

export const SCHEMA_NAMES = ['layout', 'screen', 'fragment', 'routes', 'chrome', 'actions', 'texts', 'templates', 'context', 'node', 'condition', 'action', 'call'] as const;
export type SchemaName = (typeof SCHEMA_NAMES)[number];

export type JsonSchema = Record<string, unknown>;

export const schemaFile = (name: SchemaName): string => `${name}.schema.json`;
export const schemaId = (name: SchemaName): string => SCHEMA_BASE + schemaFile(name);
/** Files refer to each other relatively, so they resolve both by $id and from a local folder. */
export const refTo = (name: SchemaName, pointer = ''): JsonSchema => ({ $ref: schemaFile(name) + (pointer ? `#${pointer}` : '') });

export function header(name: SchemaName, title: string, description: string): JsonSchema {
  return { $schema: SCHEMA_DIALECT, $id: schemaId(name), title, description };
}
