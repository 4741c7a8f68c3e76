import { isObject } from '../is-object';
import { childPointer } from '../pointer';
import { atUseSite, expandTemplates, substitute } from '../templates/expand';
import { standInArguments } from '../templates/params';
import { paramSpecs, templateTable } from '../templates/table';
import type { LayoutIssue } from '../types';

type Check = (doc: unknown) => LayoutIssue[];

/**
 * A fragment with params as the schemas see it: stand-in arguments in place of its placeholders
 * (its `params` kept, to be checked too). Any other document as it is.
 */
export function withStandIns(doc: unknown): unknown {
  if (!isObject(doc) || doc.kind !== 'fragment' || !isObject(doc.params)) return doc;
  const params = paramSpecs(doc.params);
  const { params: declared, ...body } = doc;
  return { ...(substitute(body, standInArguments(params), params, () => undefined) as Record<string, unknown>), params: declared };
}

/**
 * What the published schemas say about a document once its templates are expanded: the props a
 * template's node gets from its arguments are checked per use and reported at the use; a
 * fragment with params is checked with stand-ins (withStandIns); each template of a templates document
 * is checked as one use with stand-ins, at pointers inside the template.
 */
export function templateSchemaIssues(doc: unknown, documents: Readonly<Record<string, unknown>>, check: Check): LayoutIssue[] {
  if (!isObject(doc)) return [];
  const bundle = typeof doc.id === 'string' ? { ...documents, [doc.id]: doc } : documents;
  const table = templateTable(bundle);
  if (doc.kind === 'templates') {
    const issues: LayoutIssue[] = [];
    for (const [name, written] of Object.entries(isObject(doc.templates) ? doc.templates : {})) {
      if (!isObject(written) || table.get(name)?.documentId !== doc.id) continue;
      const at = childPointer('/templates', name, 'node');
      const probe = { kind: 'fragment', schemaVersion: doc.schemaVersion, id: doc.id, root: { use: name, with: standInArguments(paramSpecs(written.params)) } };
      const expanded = expandTemplates(probe, table).doc;
      for (const issue of check(expanded)) if (issue.path.startsWith('/root')) issues.push({ ...issue, path: at + issue.path.slice('/root'.length) });
    }
    return issues;
  }
  const expansion = expandTemplates(doc, table);
  if (!expansion.uses.length) return [];
  const issues: LayoutIssue[] = [];
  for (const issue of check(expansion.doc)) {
    const placed = { ...issue, ...atUseSite(issue.path, issue.message, expansion.uses) };
    if (!issues.some((i) => i.path === placed.path && i.message === placed.message)) issues.push(placed);
  }
  return issues;
}
