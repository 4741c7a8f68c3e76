import { useCallback, useEffect, useState } from 'react';
import { ops, OpsError } from './api';
import { AuditLog } from './panes/AuditLog';
import { DocumentEditor } from './panes/DocumentEditor';
import { DocumentList } from './panes/DocumentList';
import { PreviewPane } from './panes/PreviewPane';
import { Switches } from './panes/Switches';
import type { DocumentEntry, OpenDocument, Operator } from './types';

const selectedFromHash = () => new URLSearchParams(window.location.hash.slice(1)).get('doc');

/** The route a document is seen on: its own for a screen, home for the rest. */
function routeFor(written: Record<string, unknown>, id: string | null): string {
  const routes = (written.routes as { routes?: { path: string; screen: string }[] } | undefined)?.routes ?? [];
  return routes.find((r) => r.screen === id)?.path ?? '/m/home';
}

export function Workspace({ operator, onSignOut }: { operator: Operator; onSignOut: () => void }) {
  const [merchant] = useState('DEMO');
  const [list, setList] = useState<DocumentEntry[]>([]);
  const [written, setWritten] = useState<Record<string, unknown>>({});
  const [selected, setSelected] = useState<string | null>(selectedFromHash());
  const [open, setOpen] = useState<OpenDocument | null>(null);
  const [draft, setDraft] = useState<{ id: string; document: unknown } | null>(null);
  const [flags, setFlags] = useState<Record<string, boolean>>({});
  const [route, setRoute] = useState('/m/home');
  const [view, setView] = useState<'documents' | 'audit'>('documents');
  const [error, setError] = useState('');

  const refresh = useCallback(async () => {
    try {
      const [documents, bundle] = await Promise.all([
        ops.get<{ list: DocumentEntry[] }>(`/documents${ops.q(merchant)}`),
        ops.get<{ documents: Record<string, unknown> }>(`/bundle${ops.q(merchant)}`),
      ]);
      setList(documents.list);
      setWritten(bundle.documents);
    } catch (e) {
      setError(e instanceof OpsError ? e.message : String(e));
    }
  }, [merchant]);

  useEffect(() => {
    void refresh();
    ops.get<Record<string, boolean>>('/whitelabel').then(setFlags, () => undefined);
  }, [refresh]);

  useEffect(() => {
    if (!selected) return;
    window.location.hash = `doc=${encodeURIComponent(selected)}`;
    setOpen(null);
    setDraft(null);
    ops.get<OpenDocument>(`/documents/${selected}${ops.q(merchant)}`).then(setOpen, (e: unknown) => setError((e as Error).message));
  }, [selected, merchant]);

  useEffect(() => setRoute(routeFor(written, selected)), [written, selected]);

  const onDraft = useCallback((document: unknown | null) => {
    if (selected && document !== null) setDraft({ id: selected, document });
  }, [selected]);

  return (
    <div className="studio">
      <header className="studio-bar">
        <strong>Layout studio</strong>
        <span>Merchant {merchant}</span>
        <nav>
          <button type="button" aria-pressed={view === 'documents'} onClick={() => setView('documents')}>Documents</button>
          <button type="button" aria-pressed={view === 'audit'} onClick={() => setView('audit')}>Audit log</button>
        </nav>
        <span className="who">{operator.name} ({operator.role})</span>
        <button type="button" onClick={onSignOut}>Sign out</button>
      </header>
      {error && <p role="alert" className="studio-error">{error}</p>}
      {view === 'audit' ? (
        <main className="studio-main"><AuditLog merchant={merchant} /></main>
      ) : (
        <main className="studio-grid">
          <DocumentList list={list} selected={selected} onSelect={setSelected} />
          {open ? (
            <DocumentEditor key={`${merchant}#${open.id}`} open={open} merchant={merchant} operator={operator} onDraft={onDraft} onChanged={() => void refresh()} onOpen={setSelected} />
          ) : (
            <section className="studio-document muted">{selected ? 'Opening…' : 'Choose a document on the left.'}</section>
          )}
          <aside>
            <PreviewPane key={route} written={written} draft={draft} route={route} onRoute={setRoute} flags={flags} languages={['CN', 'EN']} />
            <Switches flags={flags} onChange={setFlags} />
          </aside>
        </main>
      )}
    </div>
  );
}
