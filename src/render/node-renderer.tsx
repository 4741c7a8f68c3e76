import { Component, createContext, useContext, useMemo, type ReactNode } from 'react';
import type { ActionSpec, ResolvedNode } from '../engine/types';
import type { ScreenStore } from '../state/screen';
import { reportLayoutIssue } from './issues';
import { createElementCache } from './node-elements';
import { viewOf } from './view-of';
import type { RenderEnv } from './render-env';
import type { WidgetDefinition } from './widget';

type Emit = (event: string, payload?: Record<string, unknown>) => Promise<void>;

/** What every node of one document shares: built once per document render, read with one hook per node. */
export interface NodeScope {
  env: RenderEnv;
  screen: ScreenStore;
  documentId: string;
  emitFor: (node: ResolvedNode, definition: WidgetDefinition<any> | undefined) => Emit;
  /** The node's view element, kept per node object (the fast path: no component per node). */
  elementFor: (node: ResolvedNode) => ReactNode;
  /** Rendering with a boundary per node, after something in this document threw (document-boundary.tsx). */
  isolated: boolean;
}

const NodeScopeContext = createContext<NodeScope | null>(null);

function actionsFor(definition: WidgetDefinition<any> | undefined, node: ResolvedNode, event: string): ActionSpec[] {
  const own = node.on[event] ?? [];
  const builtIn = definition?.defaultOn?.(node.props)[event];
  return builtIn?.length ? [...builtIn, ...own] : own;
}

/**
 * The shared part for a document. `emit` functions are made once per node object (a node the
 * resolver kept is the same object, so its widget keeps the same `emit`), without a hook per node.
 */
export function useNodeScope(env: RenderEnv, screen: ScreenStore, documentId: string): NodeScope {
  return useMemo(() => {
    const emits = new WeakMap<ResolvedNode, Emit>();
    const { route, navigate, back, contextFor, runActions } = env;
    const makeEmit = (node: ResolvedNode, definition: WidgetDefinition<any> | undefined): Emit => {
      const locals = node.locals;
      return async (event, payload) => {
        const actions = actionsFor(definition, node, event);
        if (actions.length === 0) return;
        // Actions of a repeated template see its item and index, like its conditions did.
        const context = locals ? () => ({ ...contextFor(screen, route), ...locals }) : () => contextFor(screen, route);
        await runActions(actions, { screen, context, navigate, back, event: payload });
      };
    };
    const shared = {
      env,
      screen,
      documentId,
      emitFor(node: ResolvedNode, definition: WidgetDefinition<any> | undefined): Emit {
        let emit = emits.get(node);
        if (!emit) emits.set(node, (emit = makeEmit(node, definition)));
        return emit;
      },
    };
    // The element cache keeps each node's element, and so its emit: no second cache for it.
    return { ...shared, elementFor: createElementCache({ ...shared, emitFor: makeEmit }), isolated: false };
  }, [env, screen, documentId]);
}

const isolatedScopes = new WeakMap<NodeScope, NodeScope>();

/** The same scope, rendering each node through its own boundary (one object per scope). */
export function isolatedScope(scope: NodeScope): NodeScope {
  let isolated = isolatedScopes.get(scope);
  if (!isolated) isolatedScopes.set(scope, (isolated = { ...scope, isolated: true }));
  return isolated;
}

/** A resolved node as the document renders it: its view element, or its own boundary once isolated. */
export function renderNode(scope: NodeScope, node: ResolvedNode): ReactNode {
  return scope.isolated ? <NodeRenderer key={node.key} node={node} /> : scope.elementFor(node);
}

export function useNodeScopeContext(): NodeScope {
  const scope = useContext(NodeScopeContext);
  if (!scope) throw new Error('resolved nodes are rendered inside a LayoutRenderer');
  return scope;
}

export function NodeScopeProvider({ scope, children }: { scope: NodeScope; children: ReactNode }) {
  return <NodeScopeContext.Provider value={scope}>{children}</NodeScopeContext.Provider>;
}

interface NodeProps {
  node: ResolvedNode;
}

interface NodeState {
  failed: boolean;
  /** The node that failed: a newly resolved node gets another chance to render. */
  failedNode: ResolvedNode | null;
}

/**
 * Renders one resolved node through its registered widget, and is that node's error boundary: a
 * view that throws costs only itself (its fallback, or nothing), its siblings keep rendering.
 * Documents render through it only once something in them threw (document-boundary.tsx); until
 * then their views render without a component per node (node-elements.tsx).
 * It re-renders only for a new node object: the resolver hands back the same object for an unchanged
 * node, so a keystroke re-renders the field and what reads it, not the whole document.
 */
export class NodeRenderer extends Component<NodeProps, NodeState> {
  static override contextType = NodeScopeContext;
  declare context: NodeScope | null;
  override state: NodeState = { failed: false, failedNode: null };

  static getDerivedStateFromError(): Partial<NodeState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: NodeProps, state: NodeState): Partial<NodeState> | null {
    return state.failed && state.failedNode && state.failedNode !== props.node ? { failed: false, failedNode: null } : null;
  }

  override shouldComponentUpdate(next: NodeProps, nextState: NodeState): boolean {
    return next.node !== this.props.node || nextState.failed !== this.state.failed;
  }

  override componentDidCatch(error: unknown): void {
    const message = error instanceof Error ? error.message : String(error);
    this.setState({ failedNode: this.props.node });
    reportLayoutIssue({ documentId: this.context?.documentId ?? '(unknown)', path: this.props.node.path, message: `widget view threw: ${message}` });
  }

  private fallback(): ReactNode {
    const { node } = this.props;
    return node.fallback ? <NodeRenderer node={node.fallback} /> : null;
  }

  override render(): ReactNode {
    const scope = this.context;
    if (!scope) throw new Error('NodeRenderer is rendered by a LayoutRenderer');
    if (this.state.failed) return this.fallback();
    const { node } = this.props;
    const found = viewOf(scope.env.lookup, node, scope.documentId);
    if (typeof found === 'string') return this.fallback();
    const { definition, View } = found;
    const children = node.children.length ? node.children.map((child) => <NodeRenderer key={child.key} node={child} />) : undefined;
    return (
      <View props={node.props} node={node} emit={scope.emitFor(node, definition)}>
        {children}
      </View>
    );
  }
}
