import { isObject } from '../is-object';
import { childPointer } from '../pointer';
import { expandTemplates, isTemplateUse } from '../templates/expand';
import { argumentProblem, standInArguments } from '../templates/params';
import { paramSpecs, templateTable } from '../templates/table';
import { lintExpandedDocument } from './lint-document';
import { placeholderProblems } from './placeholders';
import type { LintCatalogue, LintFinding } from './types';

const PROBE_SLOT = '/root/props/item';

/** Names of the templates used anywhere in the bundle. */
function usedTemplates(documents: Readonly<Record<string, unknown>>): Set<string> {
  const used = new Set<string>();
  const stack: unknown[] = Object.values(documents);
  while (stack.length) {
    const value = stack.pop();
    if (Array.isArray(value)) stack.push(...value);
    else if (isObject(value)) {
      if (isTemplateUse(value)) used.add(value.use);
      stack.push(...Object.values(value));
    }
  }
  return used;
}

/**
 * A templates document: names defined twice in the bundle, placeholders and parameters that do
 * not match, defaults that do not fit their type, templates nothing uses, and each template's
 * node linted as the app would render it (stand-in arguments), at pointers inside the template.
 */
export function lintTemplatesDocument(doc: Record<string, unknown>, documents: Readonly<Record<string, unknown>>, catalogue: LintCatalogue): LintFinding[] {
  const findings: LintFinding[] = [];
  const table = templateTable(documents);
  const used = usedTemplates(documents);
  for (const [name, written] of Object.entries(isObject(doc.templates) ? doc.templates : {})) {
    const at = childPointer('/templates', name);
    if (!isObject(written)) continue;
    const owner = table.get(name)?.documentId;
    if (owner && owner !== doc.id) findings.push({ severity: 'error', path: at, message: `template "${name}" is already defined by the templates document "${owner}"` });
    const params = paramSpecs(written.params);
    for (const [param, spec] of Object.entries(params)) {
      const problem = spec.default === undefined ? null : argumentProblem(spec, spec.default);
      if (problem) findings.push({ severity: 'error', path: childPointer(at, 'params', param, 'default'), message: `the default of "${param}": ${problem}` });
      if (spec.values && spec.type !== 'text') findings.push({ severity: 'error', path: childPointer(at, 'params', param, 'values'), message: '"values" is for text parameters only' });
    }
    findings.push(...placeholderProblems(written.node, params, childPointer(at, 'node'), childPointer(at, 'params')));
    if (!used.has(name)) findings.push({ severity: 'warning', path: at, message: `template "${name}" is not used by any document of the bundle` });
    if (owner !== doc.id) continue;
    // A default that does not fit is reported above; the node is still linted, with a stand-in that fits.
    const fitting = Object.fromEntries(Object.entries(params).map(([param, spec]) => [param, spec.default !== undefined && argumentProblem(spec, spec.default) ? { ...spec, default: undefined } : spec]));
    const args = standInArguments(fitting);
    // Placed as a list's item: a template may read `item`; whether its uses are inside a list is checked at each use.
    const probe = { kind: 'fragment', id: String(doc.id), schemaVersion: doc.schemaVersion, root: { type: 'Collection', props: { items: [], item: { use: name, with: args } } } };
    const expansion = expandTemplates(probe, table);
    // Its own placeholders were checked above, at their pointers.
    const ownPlaceholder = `in template "${name}": { "param"`;
    for (const issue of expansion.issues) if (!issue.message.startsWith(ownPlaceholder)) findings.push({ severity: 'error', path: childPointer(at, 'node'), message: issue.message });
    for (const finding of lintExpandedDocument(expansion.doc, documents, catalogue)) {
      if (!finding.path.startsWith(PROBE_SLOT)) continue;
      findings.push({ ...finding, path: childPointer(at, 'node') + finding.path.slice(PROBE_SLOT.length) });
    }
  }
  return findings;
}
