import { lintDocument } from './lint-written';
import type { BundleFinding, LintCatalogue } from './types';

export { lintDocument } from './lint-written';
export { DOCUMENT_BUDGET, documentBytes } from './document-size';
export { buildLintCatalogue } from './catalogue';
export type { BundleFinding, LintCatalogue, LintFinding } from './types';

/** Lints every document of a bundle against the others (routes, named lists, queries). */
export function lintBundle(documents: Readonly<Record<string, unknown>>, catalogue: LintCatalogue): BundleFinding[] {
  return Object.entries(documents).flatMap(([id, doc]) => lintDocument(doc, documents, catalogue).map((finding) => ({ documentId: id, ...finding })));
}
