import { useEffect, useRef, useState } from 'react';
import { expandBundle } from '../../engine/templates/expand-bundle';

const WIDTHS = [390, 360, 320];

interface Props {
  /** Every document as written (published), and the draft being edited on top. */
  written: Record<string, unknown>;
  draft: { id: string; document: unknown } | null;
  route: string;
  onRoute: (route: string) => void;
  flags: Record<string, boolean>;
  languages: string[];
}

/** The documents the preview must change: the expansion of the bundle with the draft, where it differs from the published one. */
function changedDocuments(written: Record<string, unknown>, draft: Props['draft'], publishedText: Map<string, string>): Record<string, unknown> {
  if (!draft) return {};
  const expanded = expandBundle({ ...written, [draft.id]: draft.document }).documents;
  const changed: Record<string, unknown> = {};
  for (const [id, doc] of Object.entries(expanded)) {
    if ((doc as { kind?: unknown } | null)?.kind === 'templates') continue;
    if (publishedText.get(id) !== JSON.stringify(doc)) changed[id] = doc;
  }
  return changed;
}

/**
 * The real app in a phone frame, rendering the draft (sent to the frame, never published) with the
 * switches and language chosen here, on the seeded platform's data.
 */
export function PreviewPane({ written, draft, route, onRoute, flags, languages }: Props) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [width, setWidth] = useState(390);
  const [language, setLanguage] = useState(languages[0] ?? 'CN');
  const [status, setStatus] = useState('Loading the app…');
  const [routeText, setRouteText] = useState(route);
  const ready = useRef(false);
  const publishedText = useRef(new Map<string, string>());

  useEffect(() => {
    const expanded = expandBundle(written).documents;
    publishedText.current = new Map(Object.entries(expanded).map(([id, doc]) => [id, JSON.stringify(doc)]));
  }, [written]);
  useEffect(() => setRouteText(route), [route]);

  // Posts the current state: on every change, and again whenever the app (re)starts in the frame.
  const latest = useRef<() => void>(() => undefined);
  latest.current = () => {
    const target = frame.current?.contentWindow;
    if (!target || !ready.current) return;
    const started = performance.now();
    const documents = changedDocuments(written, draft, publishedText.current);
    target.postMessage({ type: 'studio:preview', at: started, documents, flags, language }, window.location.origin);
  };
  useEffect(() => latest.current(), [written, draft, flags, language]);

  useEffect(() => {
    const listen = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      const data = event.data as { type?: string; at?: number; issues?: { documentId: string; path: string; message: string }[]; path?: string };
      if (data.type === 'studio:ready') {
        ready.current = true;
        latest.current();
      } else if (data.type === 'studio:applied') {
        const took = Math.round(performance.now() - (data.at ?? 0));
        setStatus(data.issues?.length ? `Shown with ${data.issues.length} problem(s): ${data.issues[0]!.message}` : `Draft shown (${took} ms)`);
      }
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, []);

  return (
    <section className="studio-preview" aria-label="Preview">
      <div className="preview-controls">
        <form onSubmit={(e) => { e.preventDefault(); ready.current = false; onRoute(routeText); }}>
          <input aria-label="Route" value={routeText} onChange={(e) => setRouteText(e.target.value)} />
        </form>
        <select aria-label="Width" value={width} onChange={(e) => setWidth(Number(e.target.value))}>
          {WIDTHS.map((w) => <option key={w} value={w}>{w} px</option>)}
        </select>
        <select aria-label="Language" value={language} onChange={(e) => setLanguage(e.target.value)}>
          {languages.map((l) => <option key={l}>{l}</option>)}
        </select>
      </div>
      <div className="phone" style={{ width: width + 16 }}>
        <iframe ref={frame} name="studio-preview" title="Preview" src={route.startsWith('/m/') ? route : '/m/home'} style={{ width }}/>
      </div>
      <p className="muted" role="status" data-testid="preview-status">{status}</p>
    </section>
  );
}
