import type { ReactElement } from 'react';
import type { ResolvedNode } from '../engine/types';
import type { NodeScope } from './node-renderer';
import { viewOf } from './view-of';

/**
 * The fast path of rendering: each resolved node becomes its view's element directly, with no
 * component of the engine's own in between, so a big screen costs about what the same widgets
 * composed by hand cost. Elements are kept per node object: the resolver hands back an unchanged
 * node as the same object, so its element is the same element and React skips that whole
 * subtree; a keystroke re-renders the field and its ancestors only.
 *
 * Isolation of a view that throws is not lost: the document's boundary (document-boundary.tsx)
 * renders the tree again with a boundary per node when anything below it throws.
 */
export function createElementCache(scope: Omit<NodeScope, 'elementFor' | 'isolated'>): (node: ResolvedNode) => ReactElement | null {
  const elements = new WeakMap<ResolvedNode, ReactElement | null>();
  /** Set while building a node whose lazy view is still on its way: that answer is not kept. */
  let provisional = false;

  function fallbackOf(node: ResolvedNode): ReactElement | null {
    return node.fallback ? elementFor(node.fallback) : null;
  }

  function build(node: ResolvedNode): ReactElement | null {
    const found = viewOf(scope.env.lookup, node, scope.documentId);
    if (typeof found === 'string') {
      if (found === 'pending') provisional = true;
      return fallbackOf(node);
    }
    const { definition, View } = found;
    const children = node.children.length ? node.children.map(elementFor) : undefined;
    return (
      <View key={node.key} props={node.props} node={node} emit={scope.emitFor(node, definition)}>
        {children}
      </View>
    );
  }

  function elementFor(node: ResolvedNode): ReactElement | null {
    const known = elements.get(node);
    if (known !== undefined) return known;
    const outer = provisional;
    provisional = false;
    const element = build(node);
    if (!provisional) elements.set(node, element);
    provisional ||= outer;
    return element;
  }

  return elementFor;
}
