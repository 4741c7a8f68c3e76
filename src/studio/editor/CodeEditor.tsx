import { json } from '@codemirror/lang-json';
import { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { basicSetup } from 'codemirror';
import { useEffect, useRef } from 'react';
import { layoutLint, type LintReport } from './layout-lint';
import { schemaHelp } from './schema-help';
import { publishedSchemas } from './schemas';

interface Props {
  /** The text the editor starts with; a new `docKey` starts again from a new text. */
  initial: string;
  docKey: string;
  merchant: string;
  onChange: (text: string) => void;
  onLint: (report: LintReport) => void;
  onReady: (view: EditorView | null) => void;
  onCursor?: (pos: number) => void;
}

/**
 * CodeMirror 6 on one layout document: JSON highlighting, undo and redo, search, completion and
 * hover help from the published schemas, and the platform's schema and lint errors inline.
 */
export function CodeEditor({ initial, docKey, merchant, onChange, onLint, onReady, onCursor }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const latest = useRef({ merchant, onChange, onLint, onCursor });
  latest.current = { merchant, onChange, onLint, onCursor };

  useEffect(() => {
    if (!host.current) return;
    const view = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: initial,
        extensions: [
          basicSetup,
          json(),
          schemaHelp(publishedSchemas),
          layoutLint(() => latest.current.merchant, (report) => latest.current.onLint(report)),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) latest.current.onChange(update.state.doc.toString());
            if (update.selectionSet) latest.current.onCursor?.(update.state.selection.main.head);
          }),
          EditorView.contentAttributes.of({ 'aria-label': 'Layout document (JSON)' }),
        ],
      }),
    });
    onReady(view);
    return () => {
      onReady(null);
      view.destroy();
    };
    // A new document (docKey) builds a new editor with its own undo history; the text is its start.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [docKey]);

  return <div className="studio-editor" ref={host} />;
}
