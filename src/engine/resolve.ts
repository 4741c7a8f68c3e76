import type { EvalContext } from './context';
import type { LayoutIssue, LayoutNode, ResolvedNode } from './types';
import { checkVisible } from './conditions';
import { filterEntries } from './filter-entries';
import { childPointer } from './pointer';

export type PropsVerdict = { ok: true; props: Record<string, unknown> } | { ok: false; message: string } | 'unknown';

/** What the resolver needs to know about widgets; the renderer builds it from the registry. */
export interface NodeTypes {
  validate(type: string, props: Record<string, unknown>): PropsVerdict;
}

export interface ResolveResult {
  tree: ResolvedNode | null;
  issues: LayoutIssue[];
}

/**
 * Applies conditions to a layout tree and checks every node against its widget:
 * - a node whose `when` is falsy is left out (with its children);
 * - array props whose object items carry `when` keep only the items that apply (tabs, menu entries);
 * - an unknown type or invalid props replaces the node by its resolved `fallback`, or drops it,
 *   and reports an issue with the node's JSON pointer; siblings carry on.
 */
export function resolveTree(root: LayoutNode, ctx: EvalContext, nodeTypes: NodeTypes, documentId: string, rootPath = '/root'): ResolveResult {
  const issues: LayoutIssue[] = [];
  const report = (path: string, message: string) => issues.push({ documentId, path, message });

  function resolve(node: LayoutNode, path: string): ResolvedNode | null {
    const visibility = checkVisible(node.when, ctx);
    if (visibility.error) report(childPointer(path, 'when'), visibility.error);
    if (!visibility.visible) return null;

    const fallback = node.fallback ? resolve(node.fallback, childPointer(path, 'fallback')) : null;
    const rawProps = filterEntries(node.props ?? {}, ctx, childPointer(path, 'props'), report);
    const verdict = nodeTypes.validate(node.type, rawProps);
    if (verdict === 'unknown' || !verdict.ok) {
      const why = verdict === 'unknown' ? `unknown widget type "${node.type}"` : `invalid props for ${node.type}: ${verdict.message}`;
      report(path, fallback ? `${why}; rendering its fallback` : why);
      return fallback;
    }

    const children: ResolvedNode[] = [];
    (node.children ?? []).forEach((child, index) => {
      const resolved = resolve(child, childPointer(path, 'children', index));
      if (resolved) children.push(resolved);
    });
    const resolved: ResolvedNode = { type: node.type, path, props: verdict.props, children, on: node.on ?? {} };
    if (node.id !== undefined) resolved.id = node.id;
    if (fallback) resolved.fallback = fallback;
    return resolved;
  }

  return { tree: resolve(root, rootPath), issues };
}
