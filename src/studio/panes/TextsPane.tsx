import { useEffect, useMemo, useState } from 'react';
import { opsBundledTexts, opsTexts, opsTextsReplace } from '../../contract/ops/settings/index';
import { opsCall, OpsError } from '../api';

type Languages = Record<string, Record<string, string>>;
const LANGS = ['CN', 'EN'];
const PAGE = 150;

/**
 * The merchant's texts per language: the bundled default beside the override, keys filtered by
 * text or key, keys set in one language only listed, and the overrides published as one version
 * of the `texts` document (previewed first: `onDraft` sends them to the phone frame).
 */
export function TextsPane({ canPublish, onDraft }: { canPublish: boolean; onDraft: (languages: Languages | null) => void }) {
  const [bundled, setBundled] = useState<Languages>({});
  const [published, setPublished] = useState<Languages>({});
  const [draft, setDraft] = useState<Languages>({});
  const [search, setSearch] = useState('');
  const [only, setOnly] = useState<'all' | 'overridden' | 'oneLanguage'>('all');
  const [message, setMessage] = useState('');

  useEffect(() => {
    Promise.all([opsCall(opsBundledTexts, {}), opsCall(opsTexts, {})]).then(
      ([b, p]) => {
        setBundled(b.languages);
        setPublished(p.languages);
        setDraft(structuredClone(p.languages));
      },
      (e: unknown) => setMessage((e as Error).message),
    );
  }, []);

  const changed = JSON.stringify(draft) !== JSON.stringify(published);
  useEffect(() => onDraft(changed ? draft : null), [draft, changed, onDraft]);

  const keys = useMemo(() => [...new Set(LANGS.flatMap((l) => [...Object.keys(bundled[l] ?? {}), ...Object.keys(draft[l] ?? {})]))].sort(), [bundled, draft]);
  const oneLanguage = (key: string) => LANGS.some((l) => !(bundled[l]?.[key] ?? draft[l]?.[key])) || (!!draft.CN?.[key] !== !!draft.EN?.[key]);
  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return keys.filter((key) => {
      if (only === 'overridden' && !LANGS.some((l) => draft[l]?.[key] !== undefined)) return false;
      if (only === 'oneLanguage' && !oneLanguage(key)) return false;
      if (!needle) return true;
      return key.toLowerCase().includes(needle) || LANGS.some((l) => (bundled[l]?.[key] ?? '').toLowerCase().includes(needle) || (draft[l]?.[key] ?? '').toLowerCase().includes(needle));
    });
    // oneLanguage reads the same state as the memo's inputs.
  }, [keys, search, only, draft, bundled]); // eslint-disable-line react-hooks/exhaustive-deps

  const setText = (lang: string, key: string, text: string) =>
    setDraft((d) => {
      const next = structuredClone(d);
      const target = (next[lang] ??= {});
      if (text === '') delete target[key];
      else target[key] = text;
      return next;
    });

  const publish = async () => {
    try {
      const answer = await opsCall(opsTextsReplace, draft);
      setPublished(answer.languages);
      setDraft(structuredClone(answer.languages));
      setMessage(`Texts published as version ${answer.version} of the texts document.`);
    } catch (e) {
      const issues = e instanceof OpsError && Array.isArray(e.data.issues) ? (e.data.issues as { pointer: string; message: string }[]).map((i) => `${i.pointer}: ${i.message}`).join('; ') : '';
      setMessage(`${e instanceof OpsError ? e.message : String(e)}${issues ? ` — ${issues}` : ''}`);
    }
  };

  return (
    <section className="studio-texts" aria-label="Texts">
      <div className="studio-toolbar">
        <input type="search" aria-label="Search texts" placeholder="Search keys and texts" value={search} onChange={(e) => setSearch(e.target.value)} />
        <select aria-label="Show" value={only} onChange={(e) => setOnly(e.target.value as typeof only)}>
          <option value="all">all keys</option>
          <option value="overridden">overridden</option>
          <option value="oneLanguage">set in one language only</option>
        </select>
        <span className="muted">{shown.length} of {keys.length} keys</span>
        {canPublish && <button type="button" onClick={() => void publish()} disabled={!changed}>Publish texts</button>}
        {changed && <button type="button" onClick={() => setDraft(structuredClone(published))}>Discard changes</button>}
      </div>
      {message && <p role="status" className="studio-message">{message}</p>}
      <table>
        <thead><tr><th>Key</th>{LANGS.map((l) => <th key={l}>{l}: default / override</th>)}</tr></thead>
        <tbody>
          {shown.slice(0, PAGE).map((key) => (
            <tr key={key} className={oneLanguage(key) ? 'one-language' : undefined}>
              <td><code>{key}</code></td>
              {LANGS.map((l) => (
                <td key={l}>
                  <div className="muted bundled">{bundled[l]?.[key] ?? <em>no default</em>}</div>
                  <input aria-label={`${key} ${l}`} value={draft[l]?.[key] ?? ''} placeholder="(default)" onChange={(e) => setText(l, key, e.target.value)} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {shown.length > PAGE && <p className="muted">The first {PAGE} are shown: search to narrow down.</p>}
    </section>
  );
}
