import type { ResolvedNode } from '../engine/types';
import { reportLayoutIssue } from './issues';
import { loadedView, loadFailed } from './lazy-views';
import type { WidgetLookup } from './registry';
import type { WidgetDefinition, WidgetView } from './widget';

export type ViewOf =
  | { definition: WidgetDefinition<any>; View: WidgetView<any> }
  /** No such widget, or its view failed to load: reported; the node renders its fallback. */
  | 'missing'
  /** Its lazy view is still on its way (the renderer waits for it before drawing the tree). */
  | 'pending';

/** The node's widget and its loaded view, or why there is none (reported with the node's pointer). */
export function viewOf(lookup: WidgetLookup, node: ResolvedNode, documentId: string): ViewOf {
  const definition = lookup.get(node.type);
  if (!definition) {
    // resolveTree already swaps unknown types for their fallback; this guards a registry swap.
    reportLayoutIssue({ documentId, path: node.path, message: `unknown widget type "${node.type}"` });
    return 'missing';
  }
  const View = loadedView(definition);
  if (View) return { definition, View };
  const error = loadFailed(definition);
  if (!error) return 'pending';
  const message = error instanceof Error ? error.message : String(error);
  reportLayoutIssue({ documentId, path: node.path, message: `widget "${node.type}" failed to load: ${message}` });
  return 'missing';
}
