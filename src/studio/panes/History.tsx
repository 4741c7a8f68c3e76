import { useEffect, useState } from 'react';
import { opsLayoutDelete, opsLayoutRollback, opsLayoutVersion, opsLayoutVersions } from '../../contract/ops/publishing/index';
import { formatLayout } from '../../engine/format-layout';
import { opsCall, OpsError } from '../api';
import type { VersionEntry } from '../types';
import { Compare } from './Compare';

interface Props {
  id: string;
  merchant: string;
  canPublish: boolean;
  /** The repo's own document (version 0) and the text being edited, to compare with any version. */
  repoDefault: unknown;
  draftText: string;
  onChanged: () => void;
}

const stamp = (ms: number) => new Date(ms).toLocaleString();

/** Every published version of a document, any two compared (or one against the draft), and roll back. */
export function History({ id, merchant, canPublish, repoDefault, draftText, onChanged }: Props) {
  const [versions, setVersions] = useState<VersionEntry[]>([]);
  const [left, setLeft] = useState('0');
  const [right, setRight] = useState('draft');
  const [texts, setTexts] = useState<{ left: string; right: string } | null>(null);
  const [message, setMessage] = useState('');
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    opsCall(opsLayoutVersions, { id, merchant }).then((a) => setVersions(a.versions), (e: unknown) => setMessage(String((e as Error).message)));
  }, [id, merchant, reloads]);

  useEffect(() => {
    const textOf = async (which: string) => {
      if (which === 'draft') return draftText;
      if (which === '0') return formatLayout(repoDefault);
      const answer = await opsCall(opsLayoutVersion, { id, version: which, merchant });
      return formatLayout(answer.document);
    };
    Promise.all([textOf(left), textOf(right)]).then(([l, r]) => setTexts({ left: l, right: r }), (e: unknown) => setMessage((e as Error).message));
  }, [id, merchant, left, right, draftText, repoDefault]);

  const rollback = async (version: number) => {
    try {
      const answer = await opsCall(opsLayoutRollback, { id, version, merchant });
      setMessage(`Version ${version} is published again as version ${answer.version}.`);
      setReloads((n) => n + 1);
      onChanged();
    } catch (e) {
      setMessage(e instanceof OpsError ? e.message : String(e));
    }
  };

  const removeOverride = async () => {
    try {
      const answer = await opsCall(opsLayoutDelete, { id, merchant });
      setMessage(`The override is removed (marked as version ${answer.version}): the repo default applies again.`);
      setReloads((n) => n + 1);
      onChanged();
    } catch (e) {
      setMessage(e instanceof OpsError ? e.message : String(e));
    }
  };

  const choices = [{ value: '0', label: 'repo default' }, ...versions.filter((v) => v.note !== 'override removed').map((v) => ({ value: String(v.version), label: `v${v.version}` })), { value: 'draft', label: 'editor' }];
  return (
    <div className="studio-history">
      {message && <p role="status">{message}</p>}
      {canPublish && versions.length > 0 && versions[0]!.note !== 'override removed' && (
        <p><button type="button" onClick={() => void removeOverride()}>Remove the override (back to the repo default)</button></p>
      )}
      <table>
        <thead><tr><th>Version</th><th>Published</th><th>Note</th><th /></tr></thead>
        <tbody>
          {versions.length === 0 && <tr><td colSpan={4} className="muted">Never published for {merchant}: the repo default applies.</td></tr>}
          {versions.map((v) => (
            <tr key={v.version}>
              <td>v{v.version}</td>
              <td>{stamp(v.publishedAt)}</td>
              <td>{v.note}</td>
              <td>{canPublish && v.note !== 'override removed' && v.version !== versions[0]?.version && <button type="button" onClick={() => void rollback(v.version)}>Roll back to v{v.version}</button>}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="compare-pick">
        Compare
        <select aria-label="Left side" value={left} onChange={(e) => setLeft(e.target.value)}>{choices.map((c) => <option key={c.value} value={c.value}>{c.label}</option>)}</select>
        with
        <select aria-label="Right side" value={right} onChange={(e) => setRight(e.target.value)}>{choices.map((c) => <option key={c.value} value={c.value}>{c.label}</option>)}</select>
      </div>
      {texts && <Compare left={texts.left} right={texts.right} leftLabel={choices.find((c) => c.value === left)?.label ?? left} rightLabel={choices.find((c) => c.value === right)?.label ?? right} />}
    </div>
  );
}
