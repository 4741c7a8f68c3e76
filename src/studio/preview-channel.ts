/** A node of a document: the preview and the studio name nodes this way. */
export interface NodeRef {
  documentId: string;
  pointer: string;
}

export interface HiddenNode extends NodeRef {
  rule: unknown;
  reads: { path: string; value: unknown }[];
}

/** What the preview frame tells the studio. */
export type FromPreview =
  | { type: 'studio:ready'; path: string }
  | { type: 'studio:applied'; at: number; issues: { documentId: string; path: string; message: string }[] }
  | { type: 'studio:picked'; node: NodeRef | null }
  | { type: 'studio:hidden'; hidden: HiddenNode[] }
  | { type: 'studio:highlighted'; count: number };

type Listener = (message: FromPreview) => void;

/**
 * The one line between the studio and its preview frame: the frame's window is registered by the
 * preview pane; any pane may send to it or listen to what it says (same origin only, both ways).
 */
class PreviewChannel {
  private frame: Window | null = null;
  private readonly listeners = new Set<Listener>();

  attach(frame: Window | null): void {
    this.frame = frame;
  }

  send(message: Record<string, unknown>): void {
    this.frame?.postMessage(message, window.location.origin);
  }

  listen(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Called by the pane for each message from its frame, already checked for origin and source. */
  deliver(message: FromPreview): void {
    for (const listener of this.listeners) listener(message);
  }
}

export const previewChannel = new PreviewChannel();
