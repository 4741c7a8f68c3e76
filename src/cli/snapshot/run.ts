import { loadExtraIcons } from '../../../widgets/Icon/icon-paths';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseLayoutDocument } from '../../engine/parse';
import { expandBundle } from '../../engine/templates/expand-bundle';
import type { FragmentDocument, LayoutDocument, LayoutIssue, ScreenDocument } from '../../engine/types';
import { modals } from '../../state/ui';
import { enterWorld } from './fixed-world';
import { combinations, parseMatrix } from './matrix';
import { initSnapshotTexts, prepareWidgets, renderLayout } from './render';

export interface SnapshotFile {
  /** Relative path inside the output folder, e.g. "default/guest/login.html". */
  file: string;
  content: string;
}

/**
 * Every layout document under the folder (routes, chrome, screens/, menus/, templates/), as the app
 * renders them (templates expanded, fragments with params filled in per Include); invalid files
 * are listed. `written` holds the ids of the files themselves.
 */
export function readLayouts(layoutsDir: string): { documents: Record<string, LayoutDocument>; issues: LayoutIssue[]; written: Set<string> } {
  const documents: Record<string, LayoutDocument> = {};
  const raw: Record<string, unknown> = {};
  const files = ['.', 'screens', 'menus', 'templates'].flatMap((sub) => {
    const dir = join(layoutsDir, sub);
    try {
      return readdirSync(dir).filter((name) => name.endsWith('.json')).sort().map((name) => join(dir, name));
    } catch {
      return [];
    }
  });
  for (const file of files) {
    const doc = JSON.parse(readFileSync(file, 'utf8')) as { id?: unknown };
    raw[typeof doc.id === 'string' ? doc.id : file] = doc;
  }
  const expanded = expandBundle(raw);
  const issues: LayoutIssue[] = [...expanded.issues];
  for (const [id, doc] of Object.entries(expanded.documents)) {
    const result = parseLayoutDocument(doc, id);
    if (result.ok) documents[result.doc.id] = result.doc;
    else issues.push(...result.issues);
  }
  return { documents, issues, written: new Set(Object.keys(raw)) };
}

/** Every locale file of a language merged into one text table (as the app loads them). */
export function readTexts(localeDir: string): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const name of readdirSync(localeDir).filter((n) => n.endsWith('.json')).sort()) {
    Object.assign(texts, JSON.parse(readFileSync(join(localeDir, name), 'utf8')));
  }
  return texts;
}

/** One tag per line: deterministic and readable in a diff. */
export function formatMarkup(html: string): string {
  return html.replace(/></g, '>\n<');
}

const escapeComment = (text: string) => text.replace(/--/g, '- -');

/**
 * Renders every screen and fragment for every combination of the matrix and returns the files
 * to write (snapshots plus index.json and index.html), in a stable order.
 */
export async function buildSnapshots(options: { matrix: unknown; layoutsDir: string; localeDir: string }): Promise<SnapshotFile[]> {
  const matrix = parseMatrix(options.matrix);
  const { documents, issues: refused, written } = readLayouts(options.layoutsDir);
  await initSnapshotTexts(readTexts(options.localeDir));
  await prepareWidgets();
  // Icons outside the first screen's set come in their own chunk in the app; a snapshot draws them all.
  await loadExtraIcons();
  const wanted = (doc: LayoutDocument): doc is ScreenDocument | FragmentDocument =>
    (doc.kind === 'screen' || doc.kind === 'fragment') && written.has(doc.id) && (!matrix.layouts || matrix.layouts.includes(doc.id));
  const targets = Object.values(documents).filter(wanted).sort((a, b) => a.id.localeCompare(b.id));

  const files: SnapshotFile[] = [];
  const index: { file: string; layout: string; flagSet: string; template: string; member: string; issues: number }[] = [];
  for (const combination of combinations(matrix)) {
    enterWorld(combination);
    const folder = combination.template === 'default' ? combination.flagSet : `${combination.flagSet}~${combination.template}`;
    for (const doc of targets) {
      // A fragment is a panel or pop-up bound to the modal of its own id: snapshot it open.
      modals.value = doc.kind === 'fragment' ? { [doc.id]: true } : {};
      const { html, issues } = renderLayout(doc, documents);
      const file = `${folder}/${combination.member}/${doc.id}.html`;
      const header = `<!-- layout=${doc.id} kind=${doc.kind} flags=${combination.flagSet} template=${combination.template} member=${combination.member} -->`;
      const notes = issues.map((i) => `<!-- issue ${escapeComment(`${i.documentId}${i.path}: ${i.message}`)} -->`);
      files.push({ file, content: [header, formatMarkup(html), ...notes, ''].join('\n') });
      index.push({ file, layout: doc.id, flagSet: combination.flagSet, template: combination.template, member: String(combination.member), issues: issues.length });
    }
  }
  files.push({ file: 'index.json', content: `${JSON.stringify({ refused, snapshots: index }, null, 2)}\n` });
  const rows = index.map((e) => `<li><a href="${e.file}">${e.file}</a>${e.issues ? ` (${e.issues} issues)` : ''}</li>`);
  files.push({ file: 'index.html', content: `<!doctype html>\n<meta charset="utf-8">\n<title>Layout snapshots</title>\n<ul>\n${rows.join('\n')}\n</ul>\n` });
  return files;
}
