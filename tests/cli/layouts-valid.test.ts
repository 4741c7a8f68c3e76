import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { parseLayoutDocument } from '../../src/engine/parse';
import { validateLayoutDocument } from '../../src/engine/validate-ajv';
import { withTemplatesExpanded, writtenLayouts } from '../support/repo-layouts';

const root = join(import.meta.dirname, '../..');
const layoutsDir = join(root, 'layouts');

function jsonFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? jsonFiles(path) : entry.endsWith('.json') ? [path] : [];
  });
}

const files = jsonFiles(layoutsDir).map((file) => relative(root, file));

describe('default layouts', () => {
  test.each(files)('%s passes the published schemas and the runtime parser', (file) => {
    const json = JSON.parse(readFileSync(join(root, file), 'utf8'));
    const checked = validateLayoutDocument(json, writtenLayouts());
    expect(checked.ok ? [] : checked.issues.map((issue) => `${issue.path}: ${issue.message}`)).toEqual([]);
    // The app parses what the platform serves: the document with its templates expanded.
    const parsed = parseLayoutDocument(withTemplatesExpanded(json));
    expect(parsed.ok ? parsed.warnings : parsed.issues).toEqual([]);
    // The file name is the document id, which is how the layout service finds it.
    expect(file.endsWith(`/${json.id}.json`)).toBe(true);
    // "$schema" must lead editors to the published schema.
    expect(existsSync(join(root, dirname(file), json.$schema))).toBe(true);
  });
});
