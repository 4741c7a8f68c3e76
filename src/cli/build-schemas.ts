import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchemas, serializeSchema } from '../engine/json-schema/build';
import { withContextTable } from '../engine/json-schema/context';
import { allCalls } from '../contract/index';
import { API_SCHEMA_FILE, buildApiSchema, withCallIndex } from './api-schema';
import { loadSchemaSources, SCHEMAS_DIR, viteImporter } from './load-registries';

/**
 * `npm run schemas`: regenerates schemas/*.schema.json from the widget and action registries,
 * schemas/api/calls.schema.json and the call index of docs/api-contract.md from the call contract
 * (src/contract), and the
 * context table of docs/conditions.md from the context's declaration.
 * Files no longer generated are removed so the folder always equals the registries.
 */
async function main(): Promise<void> {
  const vite = await viteImporter();
  let sources;
  try {
    sources = await loadSchemaSources(vite.importer);
  } finally {
    await vite.close();
  }
  const files = buildSchemas(sources);
  mkdirSync(SCHEMAS_DIR, { recursive: true });
  for (const existing of readdirSync(SCHEMAS_DIR)) {
    if (existing.endsWith('.schema.json') && !(existing in files)) rmSync(join(SCHEMAS_DIR, existing));
  }
  for (const [file, schema] of Object.entries(files)) writeFileSync(join(SCHEMAS_DIR, file), serializeSchema(schema));
  mkdirSync(join(SCHEMAS_DIR, 'api'), { recursive: true });
  writeFileSync(join(SCHEMAS_DIR, API_SCHEMA_FILE), serializeSchema(buildApiSchema(allCalls)));
  const apiDocs = join(SCHEMAS_DIR, '..', 'docs', 'api-contract.md');
  writeFileSync(apiDocs, withCallIndex(readFileSync(apiDocs, 'utf8'), allCalls));
  const docs = join(SCHEMAS_DIR, '..', 'docs', 'conditions.md');
  writeFileSync(docs, withContextTable(readFileSync(docs, 'utf8')));
  console.log(`wrote ${Object.keys(files).length} schemas to schemas/ (${sources.widgets.length} widgets, ${sources.actions.length} actions, ${sources.endpoints?.length ?? 0} calls) and the API's ${allCalls.length} calls`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack ?? error.message : error);
  process.exit(1);
});
