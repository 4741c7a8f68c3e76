import type { Db } from '../db/open';
import type { Operator } from './operators';

export interface AuditEntry {
  at: number;
  actor: string;
  role: string;
  merchant: string;
  /** publish, rollback, delete, switches, texts, template… */
  action: string;
  document: string;
  version: number | null;
  note: string;
}

/** Records an operator's change: who, when, what, which version, with the note they gave. */
export function recordAudit(db: Db, operator: Operator, entry: { merchant: string; action: string; document?: string; version?: number | null; note?: string }): void {
  db.prepare('INSERT INTO ops_audit (at, actor, role, merchant_code, action, document, version, note) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
    .run(Date.now(), operator.name, operator.role, entry.merchant, entry.action, entry.document ?? '', entry.version ?? null, (entry.note ?? '').slice(0, 200));
}

/** The newest changes first, for one merchant, optionally one document. */
export function listAudit(db: Db, merchant: string, options: { document?: string; limit?: number } = {}): AuditEntry[] {
  const limit = Math.min(Math.max(options.limit ?? 50, 1), 500);
  const rows = (options.document
    ? db.prepare('SELECT * FROM ops_audit WHERE merchant_code = ? AND document = ? ORDER BY id DESC LIMIT ?').all(merchant, options.document, limit)
    : db.prepare('SELECT * FROM ops_audit WHERE merchant_code = ? ORDER BY id DESC LIMIT ?').all(merchant, limit)) as {
    at: number; actor: string; role: string; merchant_code: string; action: string; document: string; version: number | null; note: string;
  }[];
  return rows.map((row) => ({ at: row.at, actor: row.actor, role: row.role, merchant: row.merchant_code, action: row.action, document: row.document, version: row.version, note: row.note }));
}
