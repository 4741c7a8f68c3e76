import { Component, type ReactNode } from 'react';
import { reportLayoutIssue } from './issues';

interface Props {
  documentId: string;
  /** JSON pointer of the node, for the report. */
  path: string;
  /** When this changes (a newly resolved node), a failed node gets another chance to render. */
  resetKey: unknown;
  /** What to show instead of a view that threw: the node's fallback, or nothing. */
  fallback: () => ReactNode;
  children: ReactNode;
}

interface State {
  failed: boolean;
  resetKey: unknown;
}

/** One boundary per node: a throwing widget costs only itself, its siblings keep rendering. */
export class NodeBoundary extends Component<Props, State> {
  constructor(props: Props) {
    super(props);
    this.state = { failed: false, resetKey: props.resetKey };
  }

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return Object.is(props.resetKey, state.resetKey) ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown): void {
    const message = error instanceof Error ? error.message : String(error);
    reportLayoutIssue({ documentId: this.props.documentId, path: this.props.path, message: `widget view threw: ${message}` });
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback() : this.props.children;
  }
}

