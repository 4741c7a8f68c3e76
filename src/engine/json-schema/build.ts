import { actionJsonSchema } from './action';
import { callJsonSchema } from './call';
import { conditionJsonSchema } from './condition';
import { contextJsonSchema } from './context';
import { documentJsonSchemas, layoutJsonSchema } from './documents';
import { schemaFile, type JsonSchema } from './ids';
import { nodeJsonSchema } from './node';
import type { SchemaSources } from './sources';

/** Every published schema by file name, generated from the registries (pure: no file access). */
export function buildSchemas(sources: SchemaSources): Record<string, JsonSchema> {
  const documents = documentJsonSchemas();
  const sortedWidgets = [...sources.widgets].sort((a, b) => a.type.localeCompare(b.type));
  const sortedActions = [...sources.actions].sort((a, b) => a.name.localeCompare(b.name));
  return {
    [schemaFile('layout')]: layoutJsonSchema(),
    [schemaFile('screen')]: documents.screen,
    [schemaFile('fragment')]: documents.fragment,
    [schemaFile('routes')]: documents.routes,
    [schemaFile('chrome')]: documents.chrome,
    [schemaFile('actions')]: documents.actions,
    [schemaFile('texts')]: documents.texts,
    [schemaFile('templates')]: documents.templates,
    [schemaFile('node')]: nodeJsonSchema(sortedWidgets, sources.conditionSchemas),
    [schemaFile('condition')]: conditionJsonSchema(),
    [schemaFile('context')]: contextJsonSchema(),
    [schemaFile('action')]: actionJsonSchema(sortedActions, sources.conditionSchemas),
    [schemaFile('call')]: callJsonSchema(sources.endpoints ?? []),
  };
}

/** The exact text written to disk, so the staleness test compares like with like. */
export function serializeSchema(schema: JsonSchema): string {
  return JSON.stringify(schema, null, 2) + '\n';
}
