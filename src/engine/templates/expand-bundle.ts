import { isObject } from '../is-object';
import { includedLayout, propPointer, withProps, writtenProps } from '../node-props';
import { childPointer } from '../pointer';
import type { LayoutIssue } from '../types';
import { expandTemplates, LEFT_OUT, type ExpansionIssue } from './expand';
import { fragmentInstance, hasParams } from './fragment-instances';
import { templateTable } from './table';

export interface BundleExpansion {
  /** The documents the app renders: no template uses left, fragments with params filled in per Include. */
  documents: Record<string, unknown>;
  issues: LayoutIssue[];
}

/** More filled-in fragments than this is a fragment including itself with ever new arguments. */
const MAX_INSTANCES = 500;

/**
 * The written bundle as the app renders it. Template uses are expanded in every document. A
 * fragment declaring `params` is not shown by its own id: each Include of it (with its `with`)
 * is pointed at a copy with those arguments filled in, added to the bundle under a derived id;
 * the same arguments share one copy. Documents without either come back as the same objects.
 */
export function expandBundle(written: Readonly<Record<string, unknown>>): BundleExpansion {
  const templates = templateTable(written);
  const documents: Record<string, unknown> = {};
  const issues: LayoutIssue[] = [];
  const add = (documentId: string) => (issue: ExpansionIssue) => {
    if (!issues.some((i) => i.documentId === documentId && i.path === issue.path && i.message === issue.message)) issues.push({ documentId, ...issue });
  };
  for (const [id, doc] of Object.entries(written)) {
    if (hasParams(doc)) continue;
    const expansion = expandTemplates(doc, templates);
    expansion.issues.forEach(add(id));
    documents[id] = expansion.doc;
  }
  const pending = Object.keys(documents);
  while (pending.length) {
    const id = pending.pop()!;
    const report = add(id);
    documents[id] = rewriteIncludes(documents[id], '', (include, props, path) => {
      const fragmentId = props.layout as string;
      const fragment = written[fragmentId];
      if (!isObject(fragment) || fragment.kind !== 'fragment') return include;
      if (!hasParams(fragment)) {
        if (props.with === undefined) return include;
        if (isObject(props.with) && Object.keys(props.with).length) report({ path: propPointer(include, path, 'with'), message: `fragment "${fragmentId}" takes no parameters` });
        const { with: _given, ...rest } = props;
        return withProps(include, rest);
      }
      const instance = fragmentInstance(fragment, props.with, path, report, propPointer(include, path));
      if (!instance) return LEFT_OUT;
      if (!Object.hasOwn(documents, instance.id)) {
        if (Object.keys(documents).length - Object.keys(written).length >= MAX_INSTANCES) {
          report({ path, message: `too many filled-in copies of fragment "${fragmentId}" (does it include itself with new arguments?)` });
          return LEFT_OUT;
        }
        const expansion = expandTemplates(instance.doc, templates);
        expansion.issues.forEach((issue) => report({ path, message: `in fragment "${fragmentId}": ${issue.message}` }));
        documents[instance.id] = expansion.doc;
        pending.push(instance.id);
      }
      const { with: _given, ...rest } = props;
      return withProps(include, { ...rest, layout: instance.id });
    });
  }
  return { documents, issues };
}

type IncludeRewrite = (include: Record<string, unknown>, props: Record<string, unknown>, path: string) => unknown;

/** The value with each Include that gives arguments, or points at a fragment with params, rewritten. */
function rewriteIncludes(value: unknown, path: string, rewrite: IncludeRewrite): unknown {
  if (Array.isArray(value)) {
    let out: unknown[] | undefined;
    value.forEach((item, index) => {
      const next = rewriteIncludes(item, childPointer(path, index), rewrite);
      if (next !== item) out ??= value.slice(0, index);
      out?.push(next);
    });
    return out ?? value;
  }
  if (!isObject(value)) return value;
  if (includedLayout(value) !== undefined) return rewrite(value, writtenProps(value), path);
  let out: Record<string, unknown> | undefined;
  for (const [key, item] of Object.entries(value)) {
    const next = rewriteIncludes(item, childPointer(path, key), rewrite);
    if (next !== item) out ??= { ...value };
    if (out) out[key] = next;
  }
  return out ?? value;
}
