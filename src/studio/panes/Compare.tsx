import { json } from '@codemirror/lang-json';
import { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { MergeView } from '@codemirror/merge';
import { basicSetup } from 'codemirror';
import { useEffect, useRef } from 'react';

/** Two texts side by side with their differences marked (read-only). */
export function Compare({ left, right, leftLabel, rightLabel }: { left: string; right: string; leftLabel: string; rightLabel: string }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!host.current) return;
    const readOnly = [basicSetup, json(), EditorState.readOnly.of(true), EditorView.editable.of(false)];
    const view = new MergeView({ a: { doc: left, extensions: readOnly }, b: { doc: right, extensions: readOnly }, parent: host.current, collapseUnchanged: { margin: 3, minSize: 6 } });
    return () => view.destroy();
  }, [left, right]);
  return (
    <div className="studio-compare">
      <div className="compare-labels"><span>{leftLabel}</span><span>{rightLabel}</span></div>
      <div ref={host} data-testid="compare" />
    </div>
  );
}
