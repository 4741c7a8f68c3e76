import { join } from 'node:path';
import { expandBundle } from '../../src/engine/templates/expand-bundle';
import { readDefaultLayouts } from '../../src/server/layouts/defaults';

const LAYOUTS_DIR = join(__dirname, '../../layouts');

/** The shipped layout documents as written (template uses and all), by id. */
export function writtenLayouts(): Record<string, unknown> {
  return readDefaultLayouts(LAYOUTS_DIR).documents;
}

/** The shipped layouts as the app renders them: templates expanded, fragments with params filled in. */
export function expandedLayouts(): Record<string, unknown> {
  return expandBundle(writtenLayouts()).documents;
}

/**
 * One document as the app renders it, with the shipped templates (a test may pass a changed copy
 * of a shipped document: it is expanded in place of the shipped one).
 */
export function withTemplatesExpanded(json: unknown): unknown {
  const id = (json as { id?: unknown } | null)?.id;
  if (typeof id !== 'string') return json;
  const expansion = expandBundle({ ...writtenLayouts(), [id]: json });
  if (expansion.issues.some((issue) => issue.documentId === id)) throw new Error(JSON.stringify(expansion.issues, null, 2));
  return expansion.documents[id];
}
