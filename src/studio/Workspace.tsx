import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { opsBundle, opsDocument, opsDocuments } from '../contract/ops/publishing/index';
import { opsWhitelabel } from '../contract/ops/settings/index';
import { opsCall, OpsError } from './api';
import { SUPPORTED_VERSION_TEXT } from '../engine/version';
import { AuditLog } from './panes/AuditLog';
import { TextsPane } from './panes/TextsPane';
import { ThemePane } from './panes/ThemePane';
import { DocumentEditor } from './panes/DocumentEditor';
import { DocumentList } from './panes/DocumentList';
import { PreviewPane } from './panes/PreviewPane';
import { Switches } from './panes/Switches';
import type { DocumentEntry, OpenDocument, Operator } from './types';

type View = 'documents' | 'texts' | 'theme' | 'audit';
const VIEWS: { view: View; label: string }[] = [
  { view: 'documents', label: 'Documents' },
  { view: 'texts', label: 'Texts' },
  { view: 'theme', label: 'Theme & switches' },
  { view: 'audit', label: 'Audit log' },
];

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
  const [view, setView] = useState<View>('documents');
  const [parameters, setParameters] = useState<Record<string, string> | null>(null);
  const [textsDraft, setTextsDraft] = useState<Record<string, Record<string, string>> | null>(null);
  // The texts being edited travel to the preview as the texts document they will be published as.
  const extraDocuments = useMemo(() => (textsDraft ? { texts: { schemaVersion: SUPPORTED_VERSION_TEXT, kind: 'texts', id: 'texts', languages: textsDraft } } : undefined), [textsDraft]);
  const [error, setError] = useState('');

  const refresh = useCallback(async () => {
    try {
      const [documents, bundle] = await Promise.all([
        opsCall(opsDocuments, { merchant }),
        opsCall(opsBundle, { merchant }),
      ]);
      setList(documents.list);
      setWritten(bundle.documents);
    } catch (e) {
      setError(e instanceof OpsError ? e.message : String(e));
    }
  }, [merchant]);

  useEffect(() => {
    void refresh();
    opsCall(opsWhitelabel, {}).then(setFlags, () => undefined);
  }, [refresh]);

  const loadOpen = useCallback((id: string) => {
    opsCall(opsDocument, { id, merchant }).then(setOpen, (e: unknown) => setError((e as Error).message));
  }, [merchant]);
  useEffect(() => {
    if (!selected) return;
    window.location.hash = `doc=${encodeURIComponent(selected)}`;
    setOpen(null);
    setDraft(null);
    loadOpen(selected);
  }, [selected, loadOpen]);
  // After a publish, a roll back or a removal: the list, the bundle and the open document's version.
  const changed = useCallback(() => {
    void refresh();
    if (selected) loadOpen(selected);
  }, [refresh, selected, loadOpen]);

  // A newly opened document shows on its own route (once the routes are known); the operator's own
  // route stays until another document is opened.
  const routeSetFor = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (selected === null || routeSetFor.current === selected || !written.routes) return;
    routeSetFor.current = selected;
    setRoute(routeFor(written, selected));
  }, [written, selected]);

  const onDraft = useCallback((document: unknown | null) => {
    if (selected && document !== null) setDraft({ id: selected, document });
  }, [selected]);

  return (
    <div className="studio">
      <header className="studio-bar">
        <strong>Layout studio</strong>
        <span>Merchant {merchant}</span>
        <nav>
          {VIEWS.map((v) => (
            <button key={v.view} type="button" aria-pressed={view === v.view} onClick={() => setView(v.view)}>{v.label}</button>
          ))}
        </nav>
        <span className="who">{operator.name} ({operator.role})</span>
        <button type="button" onClick={onSignOut}>Sign out</button>
      </header>
      {error && <p role="alert" className="studio-error">{error}</p>}
      {view === 'audit' ? (
        <main className="studio-main"><AuditLog merchant={merchant} /></main>
      ) : (
        <main className={view === 'documents' ? 'studio-grid' : 'studio-grid wide'}>
          {view === 'documents' && <DocumentList list={list} selected={selected} onSelect={setSelected} />}
          {view === 'documents' &&
            (open ? (
              <DocumentEditor key={`${merchant}#${open.id}`} open={open} merchant={merchant} operator={operator} onDraft={onDraft} onChanged={changed} onOpen={setSelected} />
            ) : (
              <section className="studio-document muted">{selected ? 'Opening…' : 'Choose a document on the left.'}</section>
            ))}
          {view === 'texts' && <div className="studio-scroll"><TextsPane canPublish={operator.role === 'publisher'} onDraft={setTextsDraft} /></div>}
          {view === 'theme' && <div className="studio-scroll"><ThemePane canPublish={operator.role === 'publisher'} onParameters={setParameters} onSwitches={setFlags} /></div>}
          <aside>
            <PreviewPane written={written} draft={draft} route={route} onRoute={setRoute} flags={flags} languages={['CN', 'EN']} parameters={parameters} extraDocuments={extraDocuments} />
            {view !== 'theme' && <Switches flags={flags} onChange={setFlags} />}
          </aside>
        </main>
      )}
    </div>
  );
}
