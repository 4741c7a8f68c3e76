import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

/**
 * This run's pictures become the baseline: it is replaced as a whole, so pictures of cells that
 * went away go too. A picture compared the same (within the matrix's tolerance) keeps its approved
 * bytes: approving one change does not rewrite every picture a pixel apart.
 */
export function approveRun(out: string, baseline: string, cells: readonly Cell[], comparisons: readonly Comparison[] = []): void {
  const same = new Set(comparisons.filter((c) => c.verdict === 'same').map((c) => c.cell.file));
  const kept = new Map([...same].filter((file) => existsSync(join(baseline, file))).map((file) => [file, readFileSync(join(baseline, file))]));
  if (existsSync(baseline)) rmSync(baseline, { recursive: true, force: true });
  for (const cell of cells) {
    if (cell.pictureMissing) continue;
    const target = join(baseline, cell.file);
    mkdirSync(dirname(target), { recursive: true });
    const approved = kept.get(cell.file);
    if (approved) writeFileSync(target, approved);
    else copyFileSync(join(out, cell.file), target);
  }
}
