import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildSnapshots, type SnapshotFile } from '../../src/cli/snapshot/run';
import { combinations, parseMatrix } from '../../src/cli/snapshot/matrix';

const root = resolve(__dirname, '../..');
const matrix = JSON.parse(readFileSync(resolve(root, 'tests/fixtures/snapshot-matrix.json'), 'utf8'));

let files: SnapshotFile[] = [];
beforeAll(async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  files = await buildSnapshots({ matrix, layoutsDir: resolve(root, 'layouts'), localeDir: resolve(root, 'src/i18n/locales/cn') });
}, 60_000);

describe('layout snapshots (2 flag sets x guest/0/1)', () => {
  it('renders every screen and fragment for every combination, plus an index', () => {
    const index = JSON.parse(files.find((f) => f.file === 'index.json')!.content);
    const layouts = new Set(index.snapshots.map((s: { layout: string }) => s.layout));
    expect(layouts.has('login')).toBe(true);
    expect(layouts.has('header')).toBe(true);
    expect(index.snapshots).toHaveLength(layouts.size * combinations(parseMatrix(matrix)).length);
  });

  it('is deterministic', async () => {
    const again = await buildSnapshots({ matrix, layoutsDir: resolve(root, 'layouts'), localeDir: resolve(root, 'src/i18n/locales/cn') });
    expect(again).toEqual(files);
  }, 60_000); // a second full build of the matrix, as long as the one in beforeAll

  it('matches the committed snapshots (run `npx vitest run tests/cli/snapshot.test.ts -u` after an intended change)', async () => {
    for (const file of files) {
      await expect(file.content).toMatchFileSnapshot(`../__snapshots__/layouts/${file.file}`);
    }
  });

  it('refuses a malformed matrix with a message naming the field', () => {
    expect(() => parseMatrix({ flagSets: {}, memberTypes: ['nobody'] })).toThrow(/flagSets: give at least one flag set[\s\S]*memberTypes\.0/);
  });

  it('pictures take the cover when the matrix names no flag set; the HTML snapshots need named ones and say so', () => {
    expect(parseMatrix({ memberTypes: ['guest'] }).flagSets).toBeUndefined();
    expect(parseMatrix({ flagSets: 'cover', memberTypes: ['guest'] }).flagSets).toBe('cover');
    expect(() => combinations(parseMatrix({ memberTypes: ['guest'] }))).toThrow(/the HTML snapshots take named flag sets/);
    expect(() => parseMatrix({ memberTypes: [0], masks: { '*': [{ selector: '' }] } })).toThrow(/masks/);
  });
});
