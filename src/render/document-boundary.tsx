import { Component, type ReactNode } from 'react';
import type { ResolvedNode } from '../engine/types';
import { isolatedScope, NodeRenderer, NodeScopeProvider, type NodeScope } from './node-renderer';

interface Props {
  scope: NodeScope;
  tree: ResolvedNode;
  /** The document version: a new one is tried on the fast path again. */
  version: object;
}

interface State {
  isolatedVersion: object | null;
}

/**
 * One boundary per document instead of one per node. Views render as plain elements (the cost of
 * hand-written JSX); if any of them throws, this boundary renders the document again with a
 * boundary per node, so the view that threw shows its fallback (reported with its JSON pointer by
 * its own boundary) and its siblings render. A document stays isolated until a new version of it
 * arrives. The price of a throw is one more render of this document, paid only when one happens.
 */
export class DocumentBoundary extends Component<Props, State> {
  override state: State = { isolatedVersion: null };

  static getDerivedStateFromError(): Partial<State> {
    // The version is not known here; componentDidCatch is too late for a render-phase retry, so
    // isolation is marked with a placeholder and pinned to the version right after.
    return { isolatedVersion: ISOLATING };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.isolatedVersion === ISOLATING) return { isolatedVersion: props.version };
    return state.isolatedVersion && state.isolatedVersion !== props.version ? { isolatedVersion: null } : null;
  }

  override render(): ReactNode {
    const { scope, tree } = this.props;
    if (this.state.isolatedVersion) {
      return (
        <NodeScopeProvider scope={isolatedScope(scope)}>
          <NodeRenderer node={tree} />
        </NodeScopeProvider>
      );
    }
    return <NodeScopeProvider scope={scope}>{scope.elementFor(tree)}</NodeScopeProvider>;
  }
}

const ISOLATING: object = Object.freeze({});
