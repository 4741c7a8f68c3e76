import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';

const root = join(import.meta.dirname, '../..');
const script = (stub: boolean) => `
import { stubAssetImports } from './src/cli/asset-stubs.ts';
${stub ? 'stubAssetImports();' : ''}
const sheet = await import('./tests/fixtures/asset-stub.css');
console.log(JSON.stringify(sheet.default));`;

const run = (stub: boolean) =>
  spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script(stub)], { cwd: root, encoding: 'utf8' });

describe('stubAssetImports', () => {
  test('plain Node can import a stylesheet as an empty module once stubbed', () => {
    const result = run(true);
    expect(result.stdout.trim()).toBe('""');
    expect(result.status).toBe(0);
  }, 30_000);

  test('without the stub, plain Node refuses the stylesheet', () => {
    expect(run(false).stderr).toMatch(/Unknown file extension ".css"/);
  }, 30_000);
});
