import { lintDocument, type LintFinding } from '../../engine/lint';
import { validateLayoutDocument } from '../../engine/validate-ajv';
import { checkLayoutLimits, LAYOUT_LIMITS } from '../../engine/limits';
import { referencedIds } from '../../engine/lint/referenced-ids';
import type { Store } from '../data/store';
import { fail } from '../http/reply';
import { layoutBundle } from './bundle';
import { lintCatalogue } from './lint-catalogue';

/**
 * Validates before anything is stored: the published schemas, then the lint against the merchant's
 * bundle with this document in place (unknown calls, text keys, flags, routes, events…). Any error
 * refuses it with every issue's JSON pointer and nothing changes; warnings come back with the answer.
 * The document's own id must match the URL.
 */
export async function checkDocument(store: Store, layoutsDir: string, merchant: string, id: string, doc: unknown): Promise<LintFinding[]> {
  const tooBig = checkLayoutLimits(doc, id);
  if (tooBig.length) fail(400, 'layout.tooLarge', `Layout ${id} is over a limit`, { issues: tooBig.map((i) => ({ pointer: i.path, message: i.message })) });
  const bundle = await layoutBundle(store, layoutsDir, merchant);
  // Own keys only: an id such as "constructor" names no document, not an inherited function.
  const current = Object.hasOwn(bundle.documents, id) ? bundle.documents[id] : null;
  const bundleBytes = bundle.body.length - JSON.stringify(current ?? null).length + JSON.stringify(doc).length;
  if (bundleBytes > LAYOUT_LIMITS.bundleBytes) {
    fail(400, 'layout.tooLarge', `Layout ${id} would make the merchant's bundle larger than ${LAYOUT_LIMITS.bundleBytes / 1024 / 1024} MB`, { issues: [{ pointer: '', message: 'the whole bundle would be too large: remove unused documents first' }] });
  }
  if (!referencedIds({ ...bundle.documents, [id]: doc }).has(id)) {
    fail(400, 'layout.unknownId', `Nothing refers to a document "${id}": add its route, or include it from a screen or the chrome, first`, {
      issues: [{ pointer: '/id', message: `no route, chrome slot or Include refers to "${id}"` }],
    });
  }
  const documents = { ...bundle.documents, [id]: doc };
  const result = validateLayoutDocument(doc, documents);
  const docId = (doc as { id?: unknown }).id;
  if (result.ok && docId !== id) fail(400, 'layout.idMismatch', `The document id "${String(docId)}" does not match the URL id "${id}"`);
  // The lint runs even on a schema-invalid document (it never throws): the operator sees every problem at once.
  const findings = lintDocument(doc, documents, lintCatalogue());
  const errors = findings.filter((f) => f.severity === 'error').map((f) => ({ pointer: f.path, message: f.message }));
  if (!result.ok) {
    const issues = result.issues.map((i) => ({ pointer: i.path, message: i.message }));
    fail(400, 'layout.invalid', `Layout ${id} is invalid: ${issues.length + errors.length} issue(s)`, { issues: [...issues, ...errors] });
  }
  if (errors.length) fail(400, 'layout.lint', `Layout ${id} has ${errors.length} problem(s) the app would hide from players`, { issues: errors });
  return findings.filter((f) => f.severity === 'warning');
}

export const asWarnings = (findings: LintFinding[]) => findings.map((f) => ({ pointer: f.path, message: f.message }));

