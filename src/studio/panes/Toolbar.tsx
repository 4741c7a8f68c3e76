import { useState } from 'react';
import type { LintReport } from '../editor/layout-lint';

interface Props {
  canPublish: boolean;
  dirty: boolean;
  hasDraft: boolean;
  lint: LintReport | null;
  busy: boolean;
  onFormat: () => void;
  onSave: () => void;
  onDiscard: () => void;
  onPublish: (note: string) => void;
}

/** Format, save the draft, drop it, and publish it with a note (a publisher only). */
export function Toolbar({ canPublish, dirty, hasDraft, lint, busy, onFormat, onSave, onDiscard, onPublish }: Props) {
  const [note, setNote] = useState('');
  const errors = lint?.errors.length ?? 0;
  const warnings = lint?.warnings.length ?? 0;
  return (
    <div className="studio-toolbar" role="toolbar" aria-label="Document">
      <button type="button" onClick={onFormat}>Format</button>
      <button type="button" onClick={onSave} disabled={busy || !dirty}>Save draft</button>
      <button type="button" onClick={onDiscard} disabled={busy || !hasDraft}>Discard draft</button>
      <span className={`lint-count ${errors ? 'bad' : 'good'}`} data-testid="lint-count">
        {lint === null ? 'Checking…' : lint.syntax ? 'Not valid JSON' : `${errors} error(s), ${warnings} warning(s)`}
      </span>
      {canPublish && (
        <form className="publish" onSubmit={(e) => { e.preventDefault(); onPublish(note); setNote(''); }}>
          <input aria-label="Publish note" placeholder="What changed (for the audit log)" value={note} maxLength={200} onChange={(e) => setNote(e.target.value)} />
          <button type="submit" disabled={busy || errors > 0 || (!hasDraft && !dirty)}>Publish</button>
        </form>
      )}
    </div>
  );
}
