import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { lintDocument } from '../engine/lint';
import { validateLayoutDocument } from '../engine/validate-ajv';
import { readDefaultLayouts } from '../server/layouts/defaults';
import { lintCatalogue } from '../server/layouts/lint-catalogue';
import { REPO_ROOT } from '../server/config';

export interface FileProblem {
  file: string;
  severity: 'error' | 'warning';
  /** JSON pointer; none for a problem with the whole file (not JSON at all). */
  pointer?: string;
  message: string;
}

/** Every .json under the targets (files or folders), in a stable order. */
export function collectJsonFiles(target: string, found: string[] = []): string[] {
  const stats = statSync(target);
  if (!stats.isDirectory()) {
    found.push(target);
    return found;
  }
  for (const entry of readdirSync(target).sort()) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    const child = join(target, entry);
    if (statSync(child).isDirectory() || entry.endsWith('.json')) collectJsonFiles(child, found);
  }
  return found;
}

/**
 * Checks layout files as the operator publish does: the published schemas first, then the lint,
 * each document against the bundle it would join (the repo defaults with the checked files in
 * place of the documents of the same id).
 */
export function checkLayoutFiles(files: readonly string[], options: { lint?: boolean } = {}): FileProblem[] {
  const problems: FileProblem[] = [];
  const parsed = new Map<string, unknown>();
  for (const file of files) {
    try {
      parsed.set(file, JSON.parse(readFileSync(file, 'utf8')));
    } catch (error) {
      problems.push({ file, severity: 'error', message: `not valid JSON: ${error instanceof Error ? error.message : String(error)}` });
    }
  }
  const bundle: Record<string, unknown> = { ...readDefaultLayouts(join(REPO_ROOT, 'layouts')).documents };
  for (const doc of parsed.values()) {
    const id = (doc as { id?: unknown } | null)?.id;
    if (typeof id === 'string') bundle[id] = doc;
  }
  for (const [file, doc] of parsed) {
    const result = validateLayoutDocument(doc, bundle);
    if (!result.ok) {
      for (const issue of result.issues) problems.push({ file, severity: 'error', pointer: issue.path, message: issue.message });
    }
    // The lint runs on schema-invalid documents too (it never throws): an author sees everything at once.
    if (options.lint === false) continue;
    for (const finding of lintDocument(doc, bundle, lintCatalogue())) {
      problems.push({ file, severity: finding.severity, pointer: finding.path, message: finding.message });
    }
  }
  return problems;
}

export function formatProblem(problem: FileProblem): string {
  const where = problem.pointer === undefined ? problem.file : `${problem.file}:${problem.pointer || '/'}`;
  return `${where}: ${problem.severity === 'warning' ? 'warning: ' : ''}${problem.message}`;
}
