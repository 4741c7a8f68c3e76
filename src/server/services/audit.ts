import type { StoreDb } from '../data/store';
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
export async function recordAudit(db: StoreDb, operator: Operator, entry: { merchant: string; action: string; document?: string; version?: number | null; note?: string }): Promise<void> {
  const row = {
    at: Date.now(), actor: operator.name, role: operator.role, merchant_code: entry.merchant, action: entry.action,
    document: entry.document ?? '', version: entry.version ?? null, note: (entry.note ?? '').slice(0, 200),
  };
  await db.insertInto('ops_audit').values(row).execute();
}

/** The newest changes first, for one merchant, optionally one document. */
export async function listAudit(db: StoreDb, merchant: string, options: { document?: string; limit?: number } = {}): Promise<AuditEntry[]> {
  const limit = Math.min(Math.max(options.limit ?? 50, 1), 500);
  let query = db.selectFrom('ops_audit').where('merchant_code', '=', merchant);
  if (options.document) query = query.where('document', '=', options.document);
  return query
    .select(['at', 'actor', 'role', 'merchant_code as merchant', 'action', 'document', 'version', 'note'])
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
