import { useEffect, useState } from 'react';
import { opsTemplateParameters, opsTemplateParametersChange, opsWhitelabel, opsWhitelabelChange } from '../../contract/ops/settings/index';
import { WHITELABEL_SWITCHES } from '../../engine/flags';
import { TEMPLATE_PARAMETER_MEANINGS } from '../../engine/template-parameters';
import { isThemeColour, lowContrastTexts, THEME_PARAMETERS } from '../../engine/theme';
import { opsCall, OpsError } from '../api';

interface Props {
  canPublish: boolean;
  /** The parameters as edited: the preview shows them before they are published. */
  onParameters: (parameters: Record<string, string>) => void;
  onSwitches: (flags: Record<string, boolean>) => void;
}

const failure = (e: unknown) => {
  const issues = e instanceof OpsError && Array.isArray(e.data.issues) ? (e.data.issues as { pointer: string; message: string }[]).map((i) => `${i.pointer.slice(1)}: ${i.message}`).join('; ') : '';
  return `${e instanceof OpsError ? e.message : String(e)}${issues ? ` — ${issues}` : ''}`;
};

/**
 * The merchant's colours (with the WCAG contrast of each text colour on the background), its other
 * template parameters and its whitelabel switches with their catalogue descriptions; each group is
 * published on its own, and everything shows in the preview first.
 */
export function ThemePane({ canPublish, onParameters, onSwitches }: Props) {
  const [published, setPublished] = useState<Record<string, string>>({});
  const [params, setParams] = useState<Record<string, string>>({});
  const [switches, setSwitches] = useState<Record<string, boolean>>({});
  const [publishedSwitches, setPublishedSwitches] = useState<Record<string, boolean>>({});
  const [message, setMessage] = useState('');
  const [loaded, setLoaded] = useState({ params: false, switches: false });

  useEffect(() => {
    opsCall(opsTemplateParameters, {}).then((p) => { setPublished(p); setParams(p); setLoaded((l) => ({ ...l, params: true })); }, (e: unknown) => setMessage(failure(e)));
    opsCall(opsWhitelabel, {}).then((s) => { setPublishedSwitches(s); setSwitches(s); setLoaded((l) => ({ ...l, switches: true })); }, (e: unknown) => setMessage(failure(e)));
  }, []);
  // Until they arrive, the preview keeps what it shows (an empty set would switch everything off).
  useEffect(() => { if (loaded.params) onParameters(params); }, [params, onParameters, loaded.params]);
  useEffect(() => { if (loaded.switches) onSwitches(switches); }, [switches, onSwitches, loaded.switches]);

  const contrast = new Map(lowContrastTexts(params).map((c) => [c.name, c]));
  const changedParams = Object.fromEntries(Object.entries(params).filter(([k, v]) => published[k] !== v));
  const changedSwitches = Object.fromEntries(Object.entries(switches).filter(([k, v]) => publishedSwitches[k] !== v));

  /** Publishes one group's changes; the answer (all of the group, as stored) becomes both sides. */
  const publish = async <T,>(send: () => Promise<Record<string, T>>, take: (answer: Record<string, T>) => void, done: string) => {
    try {
      take(await send());
      setMessage(done);
    } catch (e) {
      setMessage(failure(e));
    }
  };
  // A parameter emptied here is removed (the app's default applies again), not set to "".
  const publishParams = () =>
    publish<string>(() => opsCall(opsTemplateParametersChange, Object.fromEntries(Object.entries(changedParams).map(([k, v]) => [k, v === '' ? null : v]))), (answer) => {
      setPublished(answer);
      setParams(answer);
    }, 'Template parameters published.');
  const publishSwitches = () =>
    publish<boolean>(() => opsCall(opsWhitelabelChange, changedSwitches), (answer) => {
      setPublishedSwitches(answer);
      setSwitches(answer);
    }, 'Switches published.');

  return (
    <section className="studio-theme" aria-label="Theme and switches">
      {message && <p role="status" className="studio-message">{message}</p>}
      <h2>Colours</h2>
      <table>
        <tbody>
          {Object.keys(THEME_PARAMETERS).map((name) => {
            const value = params[name] ?? '';
            const low = contrast.get(name);
            return (
              <tr key={name}>
                <th scope="row">{name}</th>
                <td>
                  <input type="color" aria-label={`${name} picker`} value={/^#[0-9a-f]{6}$/i.test(value) ? value : '#000000'} onChange={(e) => setParams({ ...params, [name]: e.target.value })} />
                  <input aria-label={name} value={value} placeholder="(app default)" onChange={(e) => setParams({ ...params, [name]: e.target.value })} />
                </td>
                <td>
                  {value && !isThemeColour(value) && <span className="bad">not a colour</span>}
                  {low && <span className="bad" role="alert">{low.ratio}:1 on {low.background}: text needs 4.5:1</span>}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <h2>Other template parameters</h2>
      <table>
        <tbody>
          {[...new Set([...Object.keys(TEMPLATE_PARAMETER_MEANINGS), ...Object.keys(params)])].filter((name) => !(name in THEME_PARAMETERS)).sort().map((name) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              <td><input aria-label={name} value={params[name] ?? ''} placeholder="(not set)" onChange={(e) => setParams({ ...params, [name]: e.target.value })} /></td>
              <td className="muted">{TEMPLATE_PARAMETER_MEANINGS[name] ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {canPublish && (
        <p>
          <button type="button" disabled={!Object.keys(changedParams).length || contrast.size > 0} onClick={() => void publishParams()}>
            Publish {Object.keys(changedParams).length} parameter change(s)
          </button>
        </p>
      )}
      <h2>Switches</h2>
      <ul className="studio-switch-list">
        {Object.entries(WHITELABEL_SWITCHES).map(([code, description]) => (
          <li key={code}>
            <label>
              <input type="checkbox" checked={switches[code] === true} onChange={(e) => setSwitches({ ...switches, [code]: e.target.checked })} />
              <code>{code}</code> {description}
              {publishedSwitches[code] !== switches[code] && <span className="draft-badge">changed</span>}
            </label>
          </li>
        ))}
      </ul>
      {canPublish && (
        <p>
          <button type="button" disabled={!Object.keys(changedSwitches).length} onClick={() => void publishSwitches()}>
            Publish {Object.keys(changedSwitches).length} switch change(s)
          </button>
        </p>
      )}
    </section>
  );
}
