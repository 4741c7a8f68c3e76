import { useCallback, type ReactNode } from 'react';
import type { EvalContext } from '../engine/context';
import type { ResolvedNode } from '../engine/types';
import { reportLayoutIssue } from './issues';
import { loadedView, loadFailed } from './lazy-views';
import { NodeBoundary } from './node-boundary';
import { useRenderEnv } from './render-env';
import { useScreen } from './screen-context';

interface Props {
  node: ResolvedNode;
  ctx: EvalContext;
  documentId: string;
}

/** Renders one resolved node through its registered widget, isolated by its own error boundary. */
export function NodeRenderer({ node, ctx, documentId }: Props): ReactNode {
  const env = useRenderEnv();
  const screen = useScreen();
  const { route, navigate, back, contextFor, runActions } = env;

  const emit = useCallback(
    async (event: string, payload?: Record<string, unknown>) => {
      const actions = node.on[event];
      if (!actions || actions.length === 0) return;
      await runActions(actions, { screen, context: () => contextFor(screen, route), navigate, back, event: payload });
    },
    [node.on, screen, route, navigate, back, contextFor, runActions],
  );

  const fallback = (): ReactNode =>
    node.fallback ? <NodeRenderer node={node.fallback} ctx={ctx} documentId={documentId} /> : null;

  const definition = env.lookup.get(node.type);
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

  const children = node.children.length
    ? node.children.map((child) => <NodeRenderer key={child.path} node={child} ctx={ctx} documentId={documentId} />)
    : undefined;

  return (
    <NodeBoundary documentId={documentId} path={node.path} resetKey={resetKeyOf(node)} fallback={fallback}>
      <View props={node.props} node={node} ctx={ctx} emit={emit}>
        {children}
      </View>
    </NodeBoundary>
  );
}

function resetKeyOf(node: ResolvedNode): string {
  try {
    return JSON.stringify(node.props);
  } catch {
    return node.path;
  }
}
