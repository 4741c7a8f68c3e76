import type { Db } from '../../db/open';

/** A payment channel as the deposit form lists it (limits in currency units). */
export interface DepositChannel {
  id: string;
  kind: string;
  name: string;
  min: number;
  max: number;
}

/** The merchant's deposit channels in their display order. */
export function depositChannelsOf(db: Db, merchantCode: string): DepositChannel[] {
  return db
    .prepare('SELECT id, kind, name, min_cents / 100.0 AS min, max_cents / 100.0 AS max FROM deposit_channels WHERE merchant_code = ? ORDER BY sort')
    .all(merchantCode) as DepositChannel[];
}

/** One of the merchant's channels with its limits in cents (what a deposit request is checked against), or undefined. */
export function depositChannelLimits(db: Db, merchantCode: string, channelId: string): { name: string; min: number; max: number } | undefined {
  return db.prepare('SELECT name, min_cents AS min, max_cents AS max FROM deposit_channels WHERE merchant_code = ? AND id = ?').get(merchantCode, channelId) as
    | { name: string; min: number; max: number }
    | undefined;
}

export type RecordKind = 'deposit' | 'withdraw' | 'transfer_in' | 'transfer_out' | 'bonus' | 'adjustment';

/** One line of the member's account record (amount in currency units, detail as recorded). */
export interface TransactionRecord {
  id: number;
  kind: RecordKind;
  amount: number;
  status: string;
  detail: Record<string, unknown>;
  createdAt: number;
}

/** The member's latest account records, newest first, of one kind or all. */
export function transactionRecordsOf(db: Db, memberId: number, kind: RecordKind | undefined, size: number): TransactionRecord[] {
  const rows = db
    .prepare(`SELECT id, kind, amount_cents / 100.0 AS amount, status, detail, created_at AS createdAt FROM transactions WHERE member_id = ? ${kind ? 'AND kind = ?' : ''} ORDER BY created_at DESC, id DESC LIMIT ?`)
    .all(...(kind ? [memberId, kind, size] : [memberId, size])) as (Omit<TransactionRecord, 'detail'> & { detail: string })[];
  return rows.map((r) => ({ ...r, detail: JSON.parse(r.detail) as Record<string, unknown> }));
}
