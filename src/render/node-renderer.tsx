import { memo, useCallback, useMemo, type ReactNode } from 'react';
import type { ActionSpec, ResolvedNode } from '../engine/types';
import { reportLayoutIssue } from './issues';
import { loadedView, loadFailed } from './lazy-views';
import { NodeBoundary } from './node-boundary';
import { useRenderEnv } from './render-env';
import { useScreen } from './screen-context';
import type { WidgetDefinition } from './widget';

interface Props {
  node: ResolvedNode;
  documentId: string;
}

function actionsFor(definition: WidgetDefinition<any> | undefined, node: ResolvedNode, event: string): ActionSpec[] {
  const own = node.on[event] ?? [];
  const builtIn = definition?.defaultOn?.(node.props)[event];
  return builtIn?.length ? [...builtIn, ...own] : own;
}

/**
 * Renders one resolved node through its registered widget, isolated by its own error boundary.
 * Memoised on the node object: the resolver hands back the same object for an unchanged node, so
 * a keystroke re-renders the field and what reads it, not the whole document.
 */
function NodeRendererImpl({ node, documentId }: Props): ReactNode {
  const env = useRenderEnv();
  const screen = useScreen();
  const { route, navigate, back, contextFor, runActions, lookup } = env;
  const definition = lookup.get(node.type);
  const locals = node.locals;

  const emit = useCallback(
    async (event: string, payload?: Record<string, unknown>) => {
      const actions = actionsFor(definition, node, event);
      if (actions.length === 0) return;
      // Actions of a repeated template see its item and index, like its conditions did.
      const context = locals ? () => ({ ...contextFor(screen, route), ...locals }) : () => contextFor(screen, route);
      await runActions(actions, { screen, context, navigate, back, event: payload });
    },
    [definition, node, locals, screen, route, navigate, back, contextFor, runActions],
  );

  const children = useMemo(
    () => (node.children.length ? node.children.map((child) => <NodeRenderer key={child.key} node={child} documentId={documentId} />) : undefined),
    [node.children, documentId],
  );

  const fallback = (): ReactNode => (node.fallback ? <NodeRenderer node={node.fallback} documentId={documentId} /> : null);

  if (!definition) {
    // resolveTree already swaps unknown types for their fallback; this guards a registry swap.
    reportLayoutIssue({ documentId, path: node.path, message: `unknown widget type "${node.type}"` });
    return fallback();
  }
  const View = loadedView(definition);
  if (!View) {
    const error = loadFailed(definition);
    if (error) {
      const message = error instanceof Error ? error.message : String(error);
      reportLayoutIssue({ documentId, path: node.path, message: `widget "${node.type}" failed to load: ${message}` });
    }
    return fallback();
  }

  return (
    <NodeBoundary documentId={documentId} path={node.path} resetKey={node} fallback={fallback}>
      <View props={node.props} node={node} emit={emit}>
        {children}
      </View>
    </NodeBoundary>
  );
}

export const NodeRenderer = memo(NodeRendererImpl);
