import { isObject } from '../is-object';
import { atUseSite, expandTemplates } from '../templates/expand';
import { templateTable } from '../templates/table';
import { lintDocumentSize } from './document-size';
import { lintExpandedDocument } from './lint-document';
import { lintTemplatesDocument } from './lint-templates';
import { placeholderProblems } from './placeholders';
import type { LintCatalogue, LintFinding } from './types';

/**
 * Lints a document as written: its size against the budgets, its template uses (unknown template,
 * missing, unknown or ill-typed arguments) and then everything else on the expanded document,
 * each finding at a pointer of the written document (one inside a template's node is reported at
 * the use, naming the template). A templates document has each template linted on its own.
 */
export function lintDocument(doc: unknown, documents: Readonly<Record<string, unknown>>, catalogue: LintCatalogue): LintFinding[] {
  if (!isObject(doc)) return [];
  const bundle = typeof doc.id === 'string' ? { ...documents, [doc.id]: doc } : documents;
  const findings: LintFinding[] = [...lintDocumentSize(doc)];
  if (doc.kind === 'templates') return [...findings, ...lintTemplatesDocument(doc, bundle, catalogue)];
  const expansion = expandTemplates(doc, templateTable(bundle));
  for (const issue of expansion.issues) findings.push({ severity: 'error', ...issue });
  // Placeholders belong in templates and in fragments that declare params; anywhere else they would be left out.
  if (doc.kind === 'screen' || doc.kind === 'fragment') findings.push(...placeholderProblems(expansion.doc, isObject(doc.params) ? doc.params : {}));
  for (const finding of lintExpandedDocument(expansion.doc, bundle, catalogue)) findings.push({ ...finding, ...atUseSite(finding.path, finding.message, expansion.uses) });
  return findings;
}
