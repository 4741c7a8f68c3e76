import { copyFileSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Matrix } from '../snapshot/matrix';
import type { Cell } from './capture';
import { compareWithBaseline, missingFromRun, type Comparison } from './compare';

/** Where the report finds the approved copy of a changed picture (the report stays readable when the baseline moves). */
export const APPROVED_DIR = '__approved__';

/**
 * This run against the approved pictures: each verdict, the approved copy of every changed picture
 * put beside the run (for the report's side by side), and the approved pictures no cell took.
 */
export function compareRun(out: string, baseline: string, cells: readonly Cell[], matrix: Matrix): { comparisons: Comparison[]; missing: string[] } {
  const comparisons = compareWithBaseline(out, baseline, cells, { masks: matrix.masks, threshold: matrix.threshold, maxDiffPixels: matrix.maxDiffPixels });
  for (const { cell, verdict } of comparisons) {
    if (verdict !== 'changed') continue;
    const target = join(out, APPROVED_DIR, cell.file);
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(join(baseline, cell.file), target);
  }
  return { comparisons, missing: missingFromRun(baseline, cells) };
}

/** This run's pictures become the baseline: it is replaced as a whole, so pictures of cells that went away go too. */
export function approveRun(out: string, baseline: string, cells: readonly Cell[]): void {
  if (existsSync(baseline)) rmSync(baseline, { recursive: true, force: true });
  for (const cell of cells) {
    if (cell.pictureMissing) continue;
    const target = join(baseline, cell.file);
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(join(out, cell.file), target);
  }
}
