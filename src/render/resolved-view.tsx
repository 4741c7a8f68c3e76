import type { ReactNode } from 'react';
import type { ResolvedNode } from '../engine/types';
import { NodeRenderer } from './node-renderer';

/**
 * Renders a node the engine resolved for a widget (an item of a repeated template, an empty or
 * error slot), as the renderer renders children: memoised, with its own error boundary.
 */
export function ResolvedView({ node }: { node: ResolvedNode | null | undefined }): ReactNode {
  if (!node) return null;
  return <NodeRenderer node={node} />;
}
