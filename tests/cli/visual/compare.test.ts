import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PNG } from 'pngjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { approveRun, compareRun } from '../../../src/cli/visual/baseline';
import type { Cell } from '../../../src/cli/visual/capture';
import { compareWithBaseline, missingFromRun } from '../../../src/cli/visual/compare';
import { writeReport } from '../../../src/cli/visual/report';
import { parseMatrix } from '../../../src/cli/snapshot/matrix';

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'wl-compare-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const cell = (screen: string): Cell => ({ screen, address: `/m/${screen}`, flagSet: 'default', member: 'guest', language: 'CN', width: 4, file: join(screen, 'default', 'guest', 'CN-4.png') });

/** A small picture: all grey, with the listed pixels red. */
function picture(folder: string, c: Cell, red: [number, number][] = [], size = { width: 4, height: 4 }): void {
  const png = new PNG(size);
  for (let i = 0; i < png.data.length; i += 4) png.data.set([128, 128, 128, 255], i);
  for (const [x, y] of red) png.data.set([255, 0, 0, 255], (size.width * y + x) * 4);
  const file = join(dir, folder, c.file);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, PNG.sync.write(png));
}

describe('pictures against the approved ones', () => {
  it('byte-equal is the same; one pixel off is changed, with its diff; a masked region or a tolerated count is the same', () => {
    const [same, changed, masked] = [cell('home'), cell('login'), cell('lottery')];
    for (const c of [same, changed, masked]) picture('approved', c);
    picture('now', same);
    picture('now', changed, [[1, 2]]);
    picture('now', masked, [[3, 3]]);
    const results = compareWithBaseline(join(dir, 'now'), join(dir, 'approved'), [same, changed, masked], { masks: { lottery: [{ x: 2, y: 2, width: 2, height: 2 }] } });
    expect(results.map((r) => [r.cell.screen, r.verdict, r.differentPixels])).toEqual([['home', 'same', 0], ['login', 'changed', 1], ['lottery', 'same', 0]]);
    expect(results[1]!.why).toBe('1 pixels differ (6.25%)');
    const diff = PNG.sync.read(readFileSync(join(dir, 'now', results[1]!.diff!)));
    expect(Array.from(diff.data.subarray((4 * 2 + 1) * 4, (4 * 2 + 1) * 4 + 3))).toEqual([255, 0, 0]);
    expect(compareWithBaseline(join(dir, 'now'), join(dir, 'approved'), [changed], { maxDiffPixels: 1 })[0]!.verdict).toBe('same');
  });

  it('a new size is changed; a picture without an approved one is new; an approved one not taken is gone', () => {
    const [taller, fresh, gone] = [cell('home'), cell('help'), cell('trail')];
    picture('approved', taller);
    picture('approved', gone);
    picture('now', taller, [], { width: 4, height: 6 });
    picture('now', fresh);
    const results = compareWithBaseline(join(dir, 'now'), join(dir, 'approved'), [taller, fresh]);
    expect(results.map((r) => [r.verdict, r.why])).toEqual([['changed', 'size 4×4 → 4×6'], ['new', 'no approved picture']]);
    expect(missingFromRun(join(dir, 'approved'), [taller, fresh])).toEqual(['trail/default/guest/CN-4.png']);
  });

  it('the report puts changed pictures first, approved / now / difference side by side; approving replaces the baseline as a whole', () => {
    const [same, changed] = [cell('home'), cell('login')];
    const gone = cell('trail');
    for (const c of [same, changed, gone]) picture('approved', c);
    picture('now', same);
    picture('now', changed, [[0, 0]]);
    const out = join(dir, 'now');
    const { comparisons, missing } = compareRun(out, join(dir, 'approved'), [same, changed], parseMatrix({ flagSets: { default: {} }, memberTypes: ['guest'] }));
    expect(missing).toEqual(['trail/default/guest/CN-4.png']);
    const html = readFileSync(writeReport(out, [same, changed], comparisons), 'utf8');
    expect(html.indexOf(changed.file)).toBeLessThan(html.indexOf(same.file));
    expect(html).toContain(`__approved__/${changed.file}`);
    expect(html).toContain(`__diff__/${changed.file}`);
    expect(html).toContain('data-filter="verdict"');
    expect(existsSync(join(out, '__approved__', changed.file))).toBe(true);

    approveRun(out, join(dir, 'approved'), [same, changed]);
    expect(readFileSync(join(dir, 'approved', changed.file)).equals(readFileSync(join(out, changed.file)))).toBe(true);
    expect(existsSync(join(dir, 'approved', gone.file))).toBe(false);
    expect(compareWithBaseline(out, join(dir, 'approved'), [same, changed]).every((r) => r.verdict === 'same')).toBe(true);
  });

  it('approving keeps the approved bytes of a picture that was the same within the tolerance: one change does not rewrite the others', () => {
    const [near, changed] = [cell('home'), cell('login')];
    picture('approved', near);
    picture('approved', changed);
    picture('now', near, [[0, 0]]);
    picture('now', changed, [[1, 1], [2, 2]]);
    const out = join(dir, 'now');
    const approvedBefore = readFileSync(join(dir, 'approved', near.file));
    const { comparisons } = compareRun(out, join(dir, 'approved'), [near, changed], parseMatrix({ memberTypes: ['guest'], maxDiffPixels: 1 }));
    expect(comparisons.map((c) => c.verdict)).toEqual(['same', 'changed']);
    approveRun(out, join(dir, 'approved'), [near, changed], comparisons);
    expect(readFileSync(join(dir, 'approved', near.file)).equals(approvedBefore)).toBe(true);
    expect(readFileSync(join(dir, 'approved', changed.file)).equals(readFileSync(join(out, changed.file)))).toBe(true);
  });
});
