import { isObject } from '../is-object';
import { childPointer } from '../pointer';
import { checkArguments, placeholderName, type ParamSpec } from './params';
import { scopeIds } from './scoped-ids';
import type { TemplateTable } from './table';

/** Problems of one document's template uses, at the use's pointer in the written document. */
export interface ExpansionIssue {
  path: string;
  message: string;
}

/** A template use of the written document: the expanded node stands at the same pointer. */
export interface TemplateUseSite {
  path: string;
  template: string;
}

export interface Expansion {
  doc: unknown;
  issues: ExpansionIssue[];
  uses: TemplateUseSite[];
}

/**
 * A problem found in an expanded document, where the author can act on it: inside what a use
 * expanded to, it is shown at the use, with where in the template's node it is.
 */
export function atUseSite(path: string, message: string, uses: readonly TemplateUseSite[]): { path: string; message: string } {
  const site = uses.find((use) => path === use.path || path.startsWith(`${use.path}/`));
  if (!site) return { path, message };
  return { path: site.path, message: `in template "${site.template}" (at ${path.slice(site.path.length) || '/'} of its node): ${message}` };
}

/** The keys a template use may have; anything else is a mistake (a `type` or `props` meant for the template). */
const USE_KEYS = ['use', 'with', 'id', 'when'];
/** Templates may use templates; deeper than this is a loop the chain check missed or a mistake. */
const MAX_DEPTH = 12;
/**
 * What stands in for a use that cannot be expanded: a node that never shows. The document keeps
 * its shape (the siblings keep their pointers) and the rest of the screen renders, as with any
 * other bad node; the problem itself is reported (and refused at publish by the lint).
 */
export const LEFT_OUT = Object.freeze({ type: 'Stack', when: false });

export const isTemplateUse = (value: unknown): value is Record<string, unknown> & { use: string } =>
  isObject(value) && typeof value.use === 'string' && value.do === undefined;

/** Where problems are reported: the written pointer, or the outermost use when inside a template. */
interface Site {
  path: string;
  within?: { path: string; chain: string[] };
}

/**
 * Replaces every `{ "use": name, "with": { … } }` of a document by its template's node with the
 * arguments in place of the `{ "param": … }` placeholders; `id` and `when` of the use go on the
 * node (both `when`s must hold), and the use's `id` takes the place of `{id}` in inner node ids. Templates may use templates. Objects without a use inside are
 * returned as they are, so an unchanged document is the same object. Never throws.
 */
export function expandTemplates(doc: unknown, templates: TemplateTable): Expansion {
  const issues: ExpansionIssue[] = [];
  const uses: TemplateUseSite[] = [];
  if (!isObject(doc) || doc.kind === 'templates') return { doc, issues, uses };

  const report = (site: Site, message: string) => {
    const issue = site.within ? { path: site.within.path, message: `in template ${site.within.chain.map((n) => `"${n}"`).join(' > ')}: ${message}` } : { path: site.path, message };
    if (!issues.some((i) => i.path === issue.path && i.message === issue.message)) issues.push(issue);
  };
  const inner = (site: Site, ...parts: PropertyKey[]): Site => (site.within ? site : { path: childPointer(site.path, ...parts) });

  function walk(value: unknown, site: Site): unknown {
    if (Array.isArray(value)) {
      let out: unknown[] | undefined;
      value.forEach((item, index) => {
        const next = walk(item, inner(site, index));
        if (next !== item) out ??= value.slice(0, index);
        out?.push(next);
      });
      return out ?? value;
    }
    if (!isObject(value)) return value;
    if (isTemplateUse(value)) return expandUse(value, site);
    let out: Record<string, unknown> | undefined;
    for (const [key, item] of Object.entries(value)) {
      const next = walk(item, inner(site, key));
      if (next !== item) out ??= { ...value };
      if (out) out[key] = next;
    }
    return out ?? value;
  }

  function expandUse(use: Record<string, unknown> & { use: string }, site: Site): unknown {
    const chain = site.within?.chain ?? [];
    if (!site.within) uses.push({ path: site.path, template: use.use });
    const template = templates.get(use.use);
    if (!template) {
      report(inner(site, 'use'), `unknown template "${use.use}"${known(templates)}`);
      return LEFT_OUT;
    }
    if (chain.includes(use.use) || chain.length >= MAX_DEPTH) {
      report(site, `template "${use.use}" uses itself (${[...chain, use.use].join(' > ')})`);
      return LEFT_OUT;
    }
    const before = issues.length;
    for (const key of Object.keys(use)) if (!USE_KEYS.includes(key)) report(inner(site, key), `a template use takes only ${USE_KEYS.join(', ')}; "${key}" belongs in the template or its "with"`);
    const { values, issues: argumentIssues } = checkArguments(`template "${template.name}"`, template.params, use.with);
    for (const issue of argumentIssues) {
      const at = issue.missing ? (use.with === undefined ? site : inner(site, 'with')) : issue.name === undefined ? inner(site, 'with') : inner(site, 'with', issue.name);
      report(at, issue.message);
    }
    if (!values || issues.length > before) return LEFT_OUT;
    const within = { path: site.within?.path ?? site.path, chain: [...chain, use.use] };
    const body = substitute(template.node, values, template.params, (message) => report({ path: within.path, within }, message));
    const node = walk(scopeIds(body, use.id), { path: within.path, within });
    if (!isObject(node)) return LEFT_OUT;
    const placed: Record<string, unknown> = { ...node };
    if (use.id !== undefined) placed.id = use.id;
    if (use.when !== undefined) placed.when = node.when === undefined ? use.when : { and: [use.when, node.when] };
    return placed;
  }

  return { doc: walk(doc, { path: '' }), issues, uses };
}

/**
 * The template's node with each placeholder replaced by its argument: a `nodes` argument standing
 * in a list is spliced into it; a parameter given no value leaves its key (or list entry) out.
 */
export function substitute(value: unknown, values: Readonly<Record<string, unknown>>, params: Readonly<Record<string, ParamSpec>>, report: (message: string) => void): unknown {
  const name = placeholderName(value);
  if (name !== undefined) {
    if (!Object.hasOwn(params, name)) report(`{ "param": "${name}" } names no parameter of it`);
    return Object.hasOwn(values, name) ? values[name] : undefined;
  }
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    for (const item of value) {
      const itemName = placeholderName(item);
      const spliced = itemName !== undefined && params[itemName]?.type === 'nodes' ? values[itemName] : undefined;
      if (Array.isArray(spliced)) out.push(...spliced);
      else {
        const next = substitute(item, values, params, report);
        if (next !== undefined) out.push(next);
      }
    }
    return out;
  }
  if (!isObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const next = substitute(item, values, params, report);
    if (next !== undefined) out[key] = next;
  }
  return out;
}

function known(templates: TemplateTable): string {
  const names = [...templates.keys()].sort();
  return names.length ? ` (templates: ${names.join(', ')})` : ' (the bundle has no templates document)';
}
