import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { Cell } from './capture';

/** A region of a screen that changes on its own (a live draw, a countdown): painted over in both pictures before comparing. */
export interface Mask {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type Verdict = 'same' | 'changed' | 'new';

export interface Comparison {
  cell: Cell;
  verdict: Verdict;
  /** Pixels that differ beyond the colour threshold (0 when byte-equal). */
  differentPixels: number;
  /** Relative to the output folder: the picture with its differences in red (changed ones only). */
  diff?: string;
  /** Why a changed picture is: "size 390×1200 → 390×1260", or the share of pixels that differ. */
  why?: string;
}

export interface CompareOptions {
  /** How different a pixel's colour may be and still count as the same (pixelmatch's threshold, 0–1). */
  threshold?: number;
  /** How many differing pixels a picture may have and still count as the same. */
  maxDiffPixels?: number;
  /** Masks by screen name ("*": every screen); selector masks were painted when the picture was taken. */
  masks?: Readonly<Record<string, readonly (Mask | { selector: string })[]>>;
}

function paint(png: PNG, masks: readonly Mask[]): void {
  for (const mask of masks) {
    for (let y = Math.max(0, mask.y); y < Math.min(png.height, mask.y + mask.height); y++) {
      for (let x = Math.max(0, mask.x); x < Math.min(png.width, mask.x + mask.width); x++) {
        const at = (png.width * y + x) << 2;
        png.data[at] = 255;
        png.data[at + 1] = 0;
        png.data[at + 2] = 255;
        png.data[at + 3] = 255;
      }
    }
  }
}

/**
 * Each picture of the run beside the approved one in `baseline`. A byte-equal picture is the same
 * without decoding it (the fast path: most of a run); otherwise both are decoded, the masked
 * regions painted over, and pixelmatch counts the pixels that differ; over `maxDiffPixels` the
 * picture has changed and its diff is written under `<out>/__diff__/`.
 */
export function compareWithBaseline(out: string, baseline: string, cells: readonly Cell[], options: CompareOptions = {}): Comparison[] {
  const threshold = options.threshold ?? 0.1;
  const maxDiffPixels = options.maxDiffPixels ?? 0;
  return cells.map((cell) => {
    const approvedFile = join(baseline, cell.file);
    if (!existsSync(approvedFile)) return { cell, verdict: 'new', differentPixels: 0, why: cell.pictureMissing ? 'no picture, no approved picture' : 'no approved picture' };
    if (cell.pictureMissing) return { cell, verdict: 'changed', differentPixels: 0, why: `no picture: ${cell.problems?.[0] ?? 'cut'}` };
    const currentBytes = readFileSync(join(out, cell.file));
    const approvedBytes = readFileSync(approvedFile);
    if (currentBytes.equals(approvedBytes)) return { cell, verdict: 'same', differentPixels: 0 };
    const current = PNG.sync.read(currentBytes);
    const approved = PNG.sync.read(approvedBytes);
    if (current.width !== approved.width || current.height !== approved.height) {
      return { cell, verdict: 'changed', differentPixels: Math.max(current.width * current.height, approved.width * approved.height), why: `size ${approved.width}×${approved.height} → ${current.width}×${current.height}` };
    }
    const masks = [...(options.masks?.['*'] ?? []), ...(options.masks?.[cell.screen] ?? [])].filter((mask): mask is Mask => !('selector' in mask));
    paint(current, masks);
    paint(approved, masks);
    const diff = new PNG({ width: current.width, height: current.height });
    const differentPixels = pixelmatch(approved.data, current.data, diff.data, current.width, current.height, { threshold });
    if (differentPixels <= maxDiffPixels) return { cell, verdict: 'same', differentPixels };
    const diffFile = join('__diff__', cell.file);
    mkdirSync(dirname(join(out, diffFile)), { recursive: true });
    writeFileSync(join(out, diffFile), PNG.sync.write(diff));
    const share = (differentPixels / (current.width * current.height)) * 100;
    return { cell, verdict: 'changed', differentPixels, diff: diffFile, why: `${differentPixels} pixels differ (${share < 0.01 ? '<0.01' : share.toFixed(2)}%)` };
  });
}

/** Pictures the baseline has that this run did not take (a screen or cell that went away). */
export function missingFromRun(baseline: string, cells: readonly Cell[]): string[] {
  if (!existsSync(baseline)) return [];
  const taken = new Set(cells.map((c) => c.file.split(sep).join('/')));
  const files: string[] = [];
  (function walk(dir: string) {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.png')) files.push(relative(baseline, path).split(sep).join('/'));
    }
  })(baseline);
  return files.filter((file) => !taken.has(file)).sort();
}
