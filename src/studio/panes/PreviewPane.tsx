import { useEffect, useRef, useState } from 'react';
import { opsPreviewSession } from '../../contract/ops/publishing/index';
import { expandBundle } from '../../engine/templates/expand-bundle';
import { opsCall, OpsError } from '../api';
import { previewChannel, type FromPreview } from '../preview-channel';

const WIDTHS = [390, 360, 320];
const MEMBER_TYPES = ['guest', '0', '1', '2', '4', '40'];
/** Where the app keeps its session (src/state/session.ts); in the preview frame that is this tab's sessionStorage. */
const APP_SESSION_KEY = 'MC_SESSION_INFO';

/** Signs the preview frame in as the merchant's preview account of a member type (or out, for a guest). */
async function previewAs(member: string): Promise<void> {
  if (member === 'guest') {
    sessionStorage.removeItem(APP_SESSION_KEY);
    return;
  }
  // The member types the pane offers are the ones the platform opens preview accounts for.
  const session = await opsCall(opsPreviewSession, { memberType: Number(member) as 0 | 1 | 2 | 4 | 40 });
  sessionStorage.setItem(APP_SESSION_KEY, JSON.stringify(session));
}

interface Props {
  /** Every document as written (published), and the draft being edited on top. */
  written: Record<string, unknown>;
  draft: { id: string; document: unknown } | null;
  route: string;
  onRoute: (route: string) => void;
  flags: Record<string, boolean>;
  languages: string[];
  /** Template parameters as edited, or null to keep the published ones. */
  parameters?: Record<string, string> | null;
  /** Documents shown as they are (the texts being edited), on top of the draft's. */
  extraDocuments?: Record<string, unknown>;
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
export function PreviewPane({ written, draft, route, onRoute, flags, languages, parameters = null, extraDocuments }: Props) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [width, setWidth] = useState(390);
  const [language, setLanguage] = useState(languages[0] ?? 'CN');
  const [status, setStatus] = useState('Loading the app…');
  const [routeText, setRouteText] = useState(route);
  const [member, setMember] = useState(() => {
    try {
      return String((JSON.parse(sessionStorage.getItem(APP_SESSION_KEY) ?? 'null') as { type?: number } | null)?.type ?? 'guest');
    } catch {
      return 'guest';
    }
  });
  const [frameKey, setFrameKey] = useState(0);
  const chooseMember = (next: string) => {
    setMember(next);
    ready.current = false;
    previewAs(next).then(
      () => setFrameKey((k) => k + 1),
      (e: unknown) => setStatus(`Could not preview as member type ${next}: ${e instanceof OpsError ? e.message : String(e)}`),
    );
  };
  const ready = useRef(false);
  const publishedText = useRef(new Map<string, string>());

  useEffect(() => {
    const expanded = expandBundle(written).documents;
    publishedText.current = new Map(Object.entries(expanded).map(([id, doc]) => [id, JSON.stringify(doc)]));
  }, [written]);
  useEffect(() => {
    setRouteText(route);
    // A new route is a new page in the frame: the drafts go again once it says it is ready.
    ready.current = false;
  }, [route]);

  // Posts the current state: on every change, and again whenever the app (re)starts in the frame.
  const latest = useRef<() => void>(() => undefined);
  latest.current = () => {
    const target = frame.current?.contentWindow;
    if (!target || !ready.current) return;
    const started = performance.now();
    const documents = { ...changedDocuments(written, draft, publishedText.current), ...extraDocuments };
    target.postMessage({ type: 'studio:preview', at: started, documents, flags, language, ...(parameters ? { parameters } : {}) }, window.location.origin);
  };
  useEffect(() => latest.current(), [written, draft, flags, language, parameters, extraDocuments]);

  useEffect(() => {
    const listen = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      const data = event.data as FromPreview;
      previewChannel.attach(frame.current?.contentWindow ?? null);
      if (data.type === 'studio:ready') {
        ready.current = true;
        latest.current();
      } else if (data.type === 'studio:applied') {
        const took = Math.round(performance.now() - data.at);
        setStatus(data.issues.length ? `Shown with ${data.issues.length} problem(s): ${data.issues[0]!.message}` : `Draft shown (${took} ms)`);
      }
      previewChannel.deliver(data);
    };
    window.addEventListener('message', listen);
    return () => {
      window.removeEventListener('message', listen);
      previewChannel.attach(null);
    };
  }, []);

  return (
    <section className="studio-preview" aria-label="Preview">
      <div className="preview-controls">
        <form onSubmit={(e) => { e.preventDefault(); onRoute(routeText); }}>
          <input aria-label="Route" value={routeText} onChange={(e) => setRouteText(e.target.value)} />
        </form>
        <select aria-label="Width" value={width} onChange={(e) => setWidth(Number(e.target.value))}>
          {WIDTHS.map((w) => <option key={w} value={w}>{w} px</option>)}
        </select>
        <select aria-label="Member type" value={member} onChange={(e) => chooseMember(e.target.value)}>
          {MEMBER_TYPES.map((m) => <option key={m} value={m}>{m === 'guest' ? 'guest' : `type ${m}`}</option>)}
        </select>
        <select aria-label="Language" value={language} onChange={(e) => setLanguage(e.target.value)}>
          {languages.map((l) => <option key={l}>{l}</option>)}
        </select>
      </div>
      <div className="phone" style={{ width: width + 16 }}>
        <iframe key={`${route}#${frameKey}`} ref={frame} name="studio-preview" title="Preview" src={route.startsWith('/m/') ? route : '/m/home'} style={{ width }}/>
      </div>
      <p className="muted" role="status" data-testid="preview-status">{status}</p>
    </section>
  );
}
