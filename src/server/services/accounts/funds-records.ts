import type { StoreDb } from '../../data/store';
import type { RecordKind } from '../ledger';

export type { RecordKind };

/** A payment channel as the deposit form lists it (limits in currency units). */
export interface DepositChannel {
  id: string;
  kind: string;
  name: string;
  min: number;
  max: number;
}

/** The merchant's deposit channels in their display order. */
export async function depositChannelsOf(db: StoreDb, merchantCode: string): Promise<DepositChannel[]> {
  const rows = await db.selectFrom('deposit_channels').where('merchant_code', '=', merchantCode).select(['id', 'kind', 'name', 'min_cents', 'max_cents']).orderBy('sort').execute();
  return rows.map(({ min_cents, max_cents, ...c }) => ({ ...c, min: min_cents / 100, max: max_cents / 100 }));
}

/** One of the merchant's channels with its limits in cents (what a deposit request is checked against), or undefined. */
export function depositChannelLimits(db: StoreDb, merchantCode: string, channelId: string): Promise<{ name: string; min: number; max: number } | undefined> {
  return db
    .selectFrom('deposit_channels')
    .where('merchant_code', '=', merchantCode)
    .where('id', '=', channelId)
    .select(['name', 'min_cents as min', 'max_cents as max'])
    .executeTakeFirst();
}

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
export async function transactionRecordsOf(db: StoreDb, memberId: number, kind: RecordKind | undefined, size: number): Promise<TransactionRecord[]> {
  let query = db.selectFrom('transactions').where('member_id', '=', memberId);
  if (kind) query = query.where('kind', '=', kind);
  const rows = await query.select(['id', 'kind', 'amount_cents', 'status', 'detail', 'created_at']).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(size).execute();
  return rows.map((r) => ({ id: r.id, kind: r.kind as RecordKind, amount: r.amount_cents / 100, status: r.status, detail: JSON.parse(r.detail) as Record<string, unknown>, createdAt: r.created_at }));
}
