import { useEffect, useRef } from 'react';
import type { OutlineNode } from '../outline';

/** The node tree beside the editor; the node the cursor (or the preview) is on is marked. */
export function Outline({ nodes, selected, onSelect }: { nodes: OutlineNode[]; selected: string | null; onSelect: (pointer: string) => void }) {
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    list.current?.querySelector('[aria-current="true"]')?.scrollIntoView({ block: 'nearest' });
  }, [selected]);
  if (!nodes.length) return <p className="muted">No nodes (or the text is not valid JSON).</p>;
  return (
    <ul className="studio-outline" ref={list} aria-label="Outline">
      {nodes.map((n) => (
        <li key={n.pointer} style={{ paddingLeft: n.depth * 12 }}>
          <button type="button" aria-current={n.pointer === selected ? 'true' : undefined} title={n.pointer} onClick={() => onSelect(n.pointer)}>
            <span className={n.template ? 'template' : undefined}>{n.template ? `⟨${n.label}⟩` : n.label}</span>
            {n.id && <span className="muted"> #{n.id}</span>}
            {n.conditional && <span className="when" title="shown when its condition holds"> ◐</span>}
          </button>
        </li>
      ))}
    </ul>
  );
}
