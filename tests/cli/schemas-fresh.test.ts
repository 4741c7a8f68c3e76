import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { buildSchemas, serializeSchema } from '../../src/engine/json-schema/build';
import { withContextTable } from '../../src/engine/json-schema/context';
import { loadSchemaSources, SCHEMAS_DIR } from '../../src/cli/load-registries';
import { API_SCHEMA_FILE, buildApiSchema, withCallIndex } from '../../src/cli/api-schema';
import { allCalls } from '../../src/contract/index';

const STALE = 'schemas/ is out of date with the widget/action registries: run npm run schemas';

describe('published schemas', () => {
  test('schemas/ equals what the registries generate today', async () => {
    // Vitest already loads app modules the way Vite does (stylesheets, import.meta.glob).
    const expected = buildSchemas(await loadSchemaSources((file) => import(/* @vite-ignore */ file)));
    const onDisk = readdirSync(SCHEMAS_DIR).filter((file) => file.endsWith('.schema.json')).sort();
    expect(onDisk, STALE).toEqual(Object.keys(expected).sort());
    for (const [file, schema] of Object.entries(expected)) {
      const path = join(SCHEMAS_DIR, file);
      expect(existsSync(path), `${file} missing: ${STALE}`).toBe(true);
      expect(readFileSync(path, 'utf8'), `${file}: ${STALE}`).toBe(serializeSchema(schema));
    }
  }, 30_000);

  test('schemas/api/calls.schema.json is the call contract as it is today', () => {
    const path = join(SCHEMAS_DIR, API_SCHEMA_FILE);
    expect(existsSync(path), `${API_SCHEMA_FILE} missing: ${STALE}`).toBe(true);
    expect(readFileSync(path, 'utf8'), `${API_SCHEMA_FILE}: ${STALE}`).toBe(serializeSchema(buildApiSchema(allCalls)));
  });

  test("docs/api-contract.md's call index lists every call of the contract as it is today", () => {
    const docs = readFileSync(join(SCHEMAS_DIR, '..', 'docs', 'api-contract.md'), 'utf8');
    expect(docs, 'docs/api-contract.md is out of date with src/contract: run npm run schemas').toBe(withCallIndex(docs, allCalls));
    for (const call of allCalls) expect(docs).toContain(`| \`${call.method} ${call.path}\` |`);
  });

  test("docs/conditions.md's context table is the one the context's declaration gives", () => {
    const docs = readFileSync(join(SCHEMAS_DIR, '..', 'docs', 'conditions.md'), 'utf8');
    expect(docs, 'docs/conditions.md is out of date with src/engine/context.ts: run npm run schemas').toBe(withContextTable(docs));
  });
});
