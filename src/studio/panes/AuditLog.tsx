import { useEffect, useState } from 'react';
import { opsAudit } from '../../contract/ops/publishing/index';
import { opsCall } from '../api';
import type { AuditEntry } from '../types';

/** Who changed what and when, newest first, for the merchant (or one document). */
export function AuditLog({ merchant, document }: { merchant: string; document?: string }) {
  const [list, setList] = useState<AuditEntry[] | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    opsCall(opsAudit, { merchant, ...(document ? { document } : {}), limit: 100 }).then((a) => setList(a.list), (e: unknown) => setError((e as Error).message));
  }, [merchant, document]);
  if (error) return <p role="alert">{error}</p>;
  if (!list) return <p className="muted">Loading the audit log…</p>;
  return (
    <table className="studio-audit" aria-label="Audit log">
      <thead><tr><th>When</th><th>Who</th><th>What</th><th>Document</th><th>Version</th><th>Note</th></tr></thead>
      <tbody>
        {list.length === 0 && <tr><td colSpan={6} className="muted">Nothing changed yet.</td></tr>}
        {list.map((e, i) => (
          <tr key={i}><td>{new Date(e.at).toLocaleString()}</td><td>{e.actor} ({e.role})</td><td>{e.action}</td><td>{e.document}</td><td>{e.version ?? ''}</td><td>{e.note}</td></tr>
        ))}
      </tbody>
    </table>
  );
}
