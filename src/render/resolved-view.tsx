import type { ReactNode } from 'react';
import type { ResolvedNode } from '../engine/types';
import { renderNode, useNodeScopeContext } from './node-renderer';

/**
 * Renders a node the engine resolved for a widget (an item of a repeated template, an empty or
 * error slot), as the renderer renders children: its view's element, kept per node object, and
 * under a boundary of its own once something in the document threw.
 */
export function ResolvedView({ node }: { node: ResolvedNode | null | undefined }): ReactNode {
  const scope = useNodeScopeContext();
  if (!node) return null;
  return renderNode(scope, node);
}
