import type { EditorView } from '@codemirror/view';
import { opsDraftDelete, opsDraftPublish, opsDraftSave } from '../../contract/ops/publishing/index';
import { useEffect, useRef, useState } from 'react';
import { formatLayout } from '../../engine/format-layout';
import { opsCall, OpsError } from '../api';
import { CodeEditor } from '../editor/CodeEditor';
import { pointerRange } from '../editor/json-tree';
import { useNodeSelection } from './use-node-selection';
import { Outline } from './Outline';
import { WhyHidden } from './WhyHidden';
import { ConditionPanel } from '../conditions/ConditionPanel';
import type { LintReport } from '../editor/layout-lint';
import type { OpenDocument, Operator } from '../types';
import { AuditLog } from './AuditLog';
import { Conflict, type ConflictData } from './Conflict';
import { History } from './History';
import { Toolbar } from './Toolbar';

interface Props {
  open: OpenDocument;
  merchant: string;
  operator: Operator;
  /** The text being edited parses: the preview shows it. */
  onDraft: (document: unknown | null) => void;
  onChanged: () => void;
  /** Opens another document (a node picked in the preview may belong to a fragment or the chrome). */
  onOpen: (id: string) => void;
}

const AUTOSAVE_MS = 1500;

/**
 * One document: the editor on its draft (or on the published text when there is none), saved on the
 * server as the operator types, published with a note, compared with any version, rolled back.
 */
export function DocumentEditor({ open, merchant, operator, onDraft, onChanged, onOpen }: Props) {
  const startText = formatLayout(open.draft?.document ?? open.document);
  const [text, setText] = useState(startText);
  const [saved, setSaved] = useState(startText);
  const [baseVersion, setBaseVersion] = useState(open.draft?.baseVersion ?? open.version);
  const [hasDraft, setHasDraft] = useState(open.draft !== null);
  const [lint, setLint] = useState<LintReport | null>(null);
  const [tab, setTab] = useState<'edit' | 'history' | 'audit'>('edit');
  const [message, setMessage] = useState('');
  const [issues, setIssues] = useState<{ pointer: string; message: string }[]>([]);
  const [conflict, setConflict] = useState<ConflictData | null>(null);
  const [busy, setBusy] = useState(false);
  const [editorKey, setEditorKey] = useState(0);
  const view = useRef<EditorView | null>(null);

  const parsed = (() => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return null;
    }
  })();
  useEffect(() => onDraft(parsed), [text]); // eslint-disable-line react-hooks/exhaustive-deps

  const { outline, selectedNode, selectNode, onCursor, picking, togglePicking, pickedElsewhere } = useNodeSelection({ documentId: open.id, text, parsed, view, onElsewhere: setMessage });

  const saveDraft = async (quiet = false) => {
    if (parsed === null || typeof parsed !== 'object') {
      if (!quiet) setMessage('The draft is not valid JSON yet: fix it to save.');
      return false;
    }
    try {
      await opsCall(opsDraftSave, { id: open.id, merchant, document: parsed as Record<string, unknown>, baseVersion });
      setSaved(text);
      setHasDraft(true);
      if (!quiet) setMessage('Draft saved.');
      return true;
    } catch (e) {
      setMessage(e instanceof OpsError ? e.message : String(e));
      return false;
    }
  };
  // Drafts survive a reload: the text is saved a moment after the operator stops typing.
  useEffect(() => {
    if (text === saved || parsed === null) return;
    const timer = setTimeout(() => void saveDraft(true), AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [text, saved]); // eslint-disable-line react-hooks/exhaustive-deps

  const replaceText = (next: string) => {
    const v = view.current;
    if (v) v.dispatch({ changes: { from: 0, to: v.state.doc.length, insert: next } });
    else setText(next);
  };

  const publish = async (note: string) => {
    setBusy(true);
    setIssues([]);
    setConflict(null);
    try {
      if (text !== saved || !hasDraft) {
        if (!(await saveDraft(true))) return;
      }
      const answer = await opsCall(opsDraftPublish, { id: open.id, merchant, note });
      setMessage(`Published as version ${answer.version}.`);
      setBaseVersion(answer.version);
      setHasDraft(false);
      onChanged();
    } catch (e) {
      if (e instanceof OpsError && e.code === 'layout.conflict') setConflict(e.data as unknown as ConflictData);
      else if (e instanceof OpsError && Array.isArray(e.data.issues)) setIssues(e.data.issues as { pointer: string; message: string }[]);
      setMessage(e instanceof OpsError ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  const discard = async () => {
    try {
      await opsCall(opsDraftDelete, { id: open.id, merchant });
    } catch (e) {
      if (!(e instanceof OpsError && e.code === 'layout.draftNotFound')) return setMessage(e instanceof OpsError ? e.message : String(e));
    }
    const published = formatLayout(open.document);
    setHasDraft(false);
    setSaved(published);
    setBaseVersion(open.version);
    setText(published);
    setEditorKey((k) => k + 1);
    setMessage('Draft discarded: the published document is back in the editor.');
    onChanged();
  };

  const showPointer = (pointer: string) => {
    const v = view.current;
    if (!v) return;
    const range = pointerRange(v.state, pointer);
    v.dispatch({ selection: { anchor: range.from, head: range.to }, scrollIntoView: true });
    v.focus();
  };

  return (
    <section className="studio-document" aria-label={`Document ${open.id}`}>
      <header>
        <h1>{open.id}</h1>
        <span className="muted">{open.version ? `published v${open.version}` : 'repo default'}{hasDraft ? ` · draft from ${baseVersion ? `v${baseVersion}` : 'the repo default'}` : ''}</span>
        <div role="tablist">
          {(['edit', 'history', 'audit'] as const).map((t) => (
            <button key={t} type="button" role="tab" aria-selected={tab === t} onClick={() => setTab(t)}>{t === 'edit' ? 'Edit' : t === 'history' ? 'History & compare' : 'Audit'}</button>
          ))}
        </div>
      </header>
      {message && (
        <p role="status" className="studio-message">
          {message}
          {pickedElsewhere && <button type="button" className="link" onClick={() => onOpen(pickedElsewhere)}> Open {pickedElsewhere}</button>}
        </p>
      )}
      {issues.length > 0 && (
        <ul className="studio-issues" aria-label="Publish refused">
          {issues.map((i, n) => <li key={n}><button type="button" className="link" onClick={() => showPointer(i.pointer)}>{i.pointer || '/'}</button> {i.message}</li>)}
        </ul>
      )}
      {conflict && (
        <Conflict
          data={conflict}
          onTakeTheirs={() => { setConflict(null); setBaseVersion(conflict.currentVersion); replaceText(formatLayout(conflict.current ?? open.repoDefault)); }}
          onKeepMine={() => { setConflict(null); setBaseVersion(conflict.currentVersion); setSaved(''); }}
        />
      )}
      <div hidden={tab !== 'edit'}>
        <Toolbar
          canPublish={operator.role === 'publisher'}
          dirty={text !== saved}
          hasDraft={hasDraft}
          lint={lint}
          busy={busy}
          onFormat={() => parsed !== null && replaceText(formatLayout(parsed))}
          onSave={() => void saveDraft()}
          onDiscard={() => void discard()}
          onPublish={(note) => void publish(note)}
        />
        <div className="studio-edit-grid">
          <div className="studio-side">
            <button type="button" aria-pressed={picking} onClick={togglePicking}>{picking ? 'Picking: tap a node in the preview' : 'Pick in preview'}</button>
            <Outline nodes={outline} selected={selectedNode} onSelect={(p) => selectNode(p)} />
            {selectedNode !== null && <ConditionPanel view={view.current} pointer={selectedNode} document={parsed} />}
            <WhyHidden documentId={open.id} onSelect={(p) => selectNode(p)} />
          </div>
          <CodeEditor initial={text} docKey={`${open.id}#${editorKey}`} merchant={merchant} onChange={setText} onLint={setLint} onReady={(v) => { view.current = v; }} onCursor={onCursor} />
        </div>
      </div>
      {tab === 'history' && <History id={open.id} merchant={merchant} canPublish={operator.role === 'publisher'} repoDefault={open.repoDefault} draftText={text} onChanged={onChanged} />}
      {tab === 'audit' && <AuditLog merchant={merchant} document={open.id} />}
    </section>
  );
}
