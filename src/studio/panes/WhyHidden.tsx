import { useEffect, useState } from 'react';
import { previewChannel, type HiddenNode } from '../preview-channel';

const show = (value: unknown) => (value === undefined || value === null ? 'nothing' : JSON.stringify(value));

/**
 * "Why hidden?": every node of this document whose `when` is false in the preview as it stands
 * (member type, switches, language, route and the data the screen got), with its rule, the facts
 * the rule read and what they held.
 */
export function WhyHidden({ documentId, onSelect }: { documentId: string; onSelect: (pointer: string) => void }) {
  const [hidden, setHidden] = useState<HiddenNode[]>([]);
  useEffect(
    () =>
      previewChannel.listen((message) => {
        if (message.type === 'studio:hidden') setHidden(message.hidden);
        if (message.type === 'studio:ready') setHidden([]);
      }),
    [],
  );
  // A fragment filled in by an Include is served as `<id>--<hash>`: its nodes are this document's.
  const mine = hidden.filter((h) => h.documentId === documentId || h.documentId.startsWith(`${documentId}--`));
  return (
    <section className="studio-hidden" aria-label="Why hidden">
      <h2>Why hidden? <span className="muted">({mine.length})</span></h2>
      {mine.length === 0 && <p className="muted">Nothing of {documentId} is hidden in the preview as it stands.</p>}
      <ul>
        {mine.map((h) => (
          <li key={`${h.documentId}#${h.pointer}`}>
            <button type="button" className="link" onClick={() => onSelect(h.pointer.replace(/\/when$/, ''))}>{h.pointer}</button>
            <code>{JSON.stringify(h.rule)}</code>
            <span className="verdict">false</span>
            {h.reads.length > 0 && (
              <ul className="reads">
                {h.reads.map((r) => <li key={r.path}><code>{r.path}</code> = <code>{show(r.value)}</code></li>)}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
