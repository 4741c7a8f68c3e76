import type { EditorView } from '@codemirror/view';
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { toPointer } from '../../engine/pointer';
import { pathAt, pointerRange } from '../editor/json-tree';
import { nodeAt, outlineOf } from '../outline';
import { previewChannel } from '../preview-channel';

interface Options {
  documentId: string;
  /** The editor's text and what it parses to (null: not JSON). */
  text: string;
  parsed: unknown;
  view: RefObject<EditorView | null>;
  /** A node tapped in the preview belongs to another document: says which. */
  onElsewhere: (message: string) => void;
}

/**
 * One selected node for the outline, the editor and the preview: the cursor's node is outlined in
 * the preview, a node chosen in the outline (or in "why hidden?") is selected in the text and
 * outlined, and a node tapped in the preview (while picking) is found in both.
 */
export function useNodeSelection({ documentId, text, parsed, view, onElsewhere }: Options) {
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const outline = useMemo(() => outlineOf(parsed), [text]);
  const [selectedNode, setSelectedNode] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const [pickedElsewhere, setPickedElsewhere] = useState<string | null>(null);
  const highlightTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const movingCursor = useRef(false);

  const highlightInPreview = (pointer: string | null) => {
    clearTimeout(highlightTimer.current);
    highlightTimer.current = setTimeout(() => previewChannel.send({ type: 'studio:highlight', node: pointer === null ? null : { documentId, pointer } }), 150);
  };

  const selectNode = (pointer: string, fromPreview = false) => {
    setSelectedNode(pointer);
    const v = view.current;
    if (v) {
      const range = pointerRange(v.state, pointer);
      // The cursor moved by the studio, not by the operator: it must not pick the node around it.
      movingCursor.current = true;
      v.dispatch({ selection: { anchor: range.from }, scrollIntoView: true });
      movingCursor.current = false;
    }
    if (!fromPreview) highlightInPreview(pointer);
  };

  const onCursor = (pos: number) => {
    const v = view.current;
    if (!v || movingCursor.current) return;
    const node = nodeAt(outline, toPointer(pathAt(v.state, pos).path));
    if (node && node.pointer !== selectedNode) {
      setSelectedNode(node.pointer);
      highlightInPreview(node.pointer);
    }
  };

  useEffect(
    () =>
      previewChannel.listen((message) => {
        if (message.type !== 'studio:picked' || !message.node) return;
        const { documentId: owner, pointer } = message.node;
        // A fragment filled in by an Include is served as `<id>--<hash>`.
        const written = owner.replace(/--.*$/, '');
        if (written === documentId) selectNode(pointer, true);
        else {
          onElsewhere(`That is drawn by ${written} at ${pointer}.`);
          setPickedElsewhere(written);
        }
      }),
    // selectNode reads the editor through a ref: it needs no fresh copy.
    [documentId], // eslint-disable-line react-hooks/exhaustive-deps
  );

  const togglePicking = () => {
    previewChannel.send({ type: 'studio:inspect', on: !picking });
    setPicking(!picking);
  };
  useEffect(() => () => previewChannel.send({ type: 'studio:inspect', on: false }), []);

  return { outline, selectedNode, selectNode, onCursor, picking, togglePicking, pickedElsewhere };
}
