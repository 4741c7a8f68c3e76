import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LayoutDocument } from '../../engine/types';
import type { Cell } from './capture';
import type { FlagRow } from './cover';
import { documentsOnScreen } from './switch-reads';

/** What a baseline was taken from, kept beside its pictures: `--changed` re-renders only what differs. */
export interface Manifest {
  /** The client build (index.html names every content-hashed script and style). */
  app: string;
  /** The matrix as written. */
  matrix: string;
  /** Each served document's hash. */
  documents: Record<string, string>;
  /** The flag sets the pictures were taken under (a cover moves when a screen's switches do). */
  flagSets: FlagRow[];
  /** The approved pictures. */
  cells: Cell[];
}

export const MANIFEST_FILE = 'manifest.json';
/** Documents every screen depends on: a change to one of them changes every picture. */
const EVERYWHERE = new Set(['chrome', 'routes', 'actions']);

const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

export function manifestFor(root: string, matrixJson: unknown, documents: Readonly<Record<string, unknown>>, flagSets: FlagRow[], cells: Cell[]): Manifest {
  return {
    flagSets,
    cells: cells.map(({ screen, address, flagSet, member, language, width, file }) => ({ screen, address, flagSet, member, language, width, file })),
    app: hash(readFileSync(join(root, 'dist/client/index.html'), 'utf8')),
    matrix: hash(JSON.stringify(matrixJson)),
    documents: Object.fromEntries(Object.entries(documents).sort(([a], [b]) => a.localeCompare(b)).map(([id, doc]) => [id, hash(JSON.stringify(doc))])),
  };
}

export function readManifest(baseline: string): Manifest | null {
  const file = join(baseline, MANIFEST_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : null;
}

export function writeManifest(baseline: string, manifest: Manifest): void {
  writeFileSync(join(baseline, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
}

/**
 * The screens whose pictures may differ from the baseline's: all of them when the app, the
 * matrix, the chrome, the routes, shared actions or texts changed (or the baseline has no
 * manifest); otherwise those showing a document that changed.
 */
export function screensToRetake(
  before: Manifest | null,
  now: Manifest,
  screens: readonly { screen: string; address: string }[],
  documents: Readonly<Record<string, LayoutDocument>>,
): { screens: Set<string>; why: string } {
  const all = { screens: new Set(screens.map((s) => s.screen)), why: '' };
  if (!before) return { ...all, why: 'the baseline has no manifest: every screen' };
  if (before.app !== now.app) return { ...all, why: 'the app changed since the baseline: every screen' };
  if (before.matrix !== now.matrix) return { ...all, why: 'the matrix changed since the baseline: every screen' };
  const ids = new Set([...Object.keys(before.documents), ...Object.keys(now.documents)]);
  const changed = [...ids].filter((id) => before.documents[id] !== now.documents[id]);
  const shared = changed.filter((id) => EVERYWHERE.has(id) || documents[id]?.kind === 'texts');
  if (shared.length > 0) return { ...all, why: `${shared.join(', ')} changed since the baseline: every screen` };
  const underSets = (manifest: Manifest, screen: string) => JSON.stringify(manifest.flagSets.filter((row) => row.screens.includes(screen)).map((row) => [row.name, row.overrides]));
  const retake = screens.filter(({ screen, address }) =>
    underSets(before, screen) !== underSets(now, screen) ||
    documentsOnScreen(screen.split('-')[0]!, address.split('?')[0]!, documents).some((doc) => changed.includes(doc.id)));
  return {
    screens: new Set(retake.map((s) => s.screen)),
    why: changed.length ? `changed since the baseline: ${changed.join(', ')}` : 'no document changed since the baseline',
  };
}
