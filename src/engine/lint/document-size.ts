import type { LintFinding } from './types';

/**
 * Size budgets of one document, minified as the app downloads it: an operator (and the studio)
 * cannot work in a document past these, and every byte of it is on some player's first visit.
 * Past the warning, move repeated parts into templates or fragments; past the error it is refused.
 */
export const DOCUMENT_BUDGET = { warnBytes: 12 * 1024, errorBytes: 20 * 1024 } as const;

const encoder = new TextEncoder();

export function documentBytes(doc: unknown): number {
  return encoder.encode(JSON.stringify(doc) ?? '').length;
}

export function lintDocumentSize(doc: unknown): LintFinding[] {
  const bytes = documentBytes(doc);
  const size = `${(bytes / 1024).toFixed(1)} KB minified`;
  if (bytes > DOCUMENT_BUDGET.errorBytes) {
    return [{ severity: 'error', path: '', message: `the document is ${size}, over the ${DOCUMENT_BUDGET.errorBytes / 1024} KB limit: move repeated parts into templates or fragments` }];
  }
  if (bytes > DOCUMENT_BUDGET.warnBytes) {
    return [{ severity: 'warning', path: '', message: `the document is ${size}, over the ${DOCUMENT_BUDGET.warnBytes / 1024} KB budget: consider templates or fragments for its repeated parts` }];
  }
  return [];
}
