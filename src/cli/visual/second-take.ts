import { copyFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Matrix, MemberType } from '../snapshot/matrix';
import { captureMatrix, memberOfName, type CaptureOptions, type Cell } from './capture';
import { compareWithBaseline, type Comparison } from './compare';
import type { FlagRow } from './cover';

/** More changed pictures than this is a change of the app, not a flicker: no second take. */
const MAX_SECOND_TAKES = 24;
const SECOND_DIR = '__second__';

/**
 * Takes the changed pictures again, as a screenshot assertion retakes until two agree: a picture
 * the rasteriser or a late frame made differ comes out the same the second time and is kept as
 * that second take; a real change differs again and stays changed. Answers the pictures now same.
 */
export async function takeChangedAgain(
  capture: Omit<CaptureOptions, 'flagSets' | 'matrix' | 'out'>,
  matrix: Matrix,
  flagSets: readonly FlagRow[],
  comparisons: readonly Comparison[],
  out: string,
  baseline: string,
): Promise<Set<string>> {
  const changed = comparisons.filter((c) => c.verdict === 'changed' && !c.cell.pictureMissing && !c.cell.kept).map((c) => c.cell);
  if (changed.length === 0 || changed.length > MAX_SECOND_TAKES) return new Set();
  const second = join(out, SECOND_DIR);
  const only = <T>(values: T[]) => [...new Set(values)];
  const rows = flagSets
    .map((row) => ({ ...row, screens: row.screens.filter((screen) => changed.some((cell) => cell.flagSet === row.name && cell.screen === screen)) }))
    .filter((row) => row.screens.length > 0);
  const again = await captureMatrix({
    ...capture,
    out: second,
    flagSets: rows,
    matrix: { ...matrix, memberTypes: only(changed.map((cell) => memberOfName(cell.member))), languages: only(changed.map((cell) => cell.language)), widths: only(changed.map((cell) => cell.width)) },
  });
  const wanted = new Set(changed.map((cell) => cell.file));
  const retaken: Cell[] = again.cells.filter((cell) => wanted.has(cell.file) && !cell.pictureMissing);
  const same = new Set<string>();
  for (const verdict of compareWithBaseline(second, baseline, retaken, { masks: matrix.masks, threshold: matrix.threshold, maxDiffPixels: matrix.maxDiffPixels })) {
    if (verdict.verdict !== 'same') continue;
    copyFileSync(join(second, verdict.cell.file), join(out, verdict.cell.file));
    same.add(verdict.cell.file);
  }
  rmSync(second, { recursive: true, force: true });
  return same;
}
