import { jsonText } from '../data/portable';
import type { StoreDb } from '../data/store';
import { ledgerMismatches } from '../services/ledger';

const HOUR_MS = 3600_000;

/**
 * The seeded balances are figures of their own (the demo member holds 1,288.50), while the seeded
 * history (deposits, withdrawals, red envelopes) is laid down afterwards without moving them. So
 * that every balance still equals the sum of its records, each member's opening adjustment takes
 * up the difference (what went to games before the records start) and is dated before the first
 * of its records. Seeding only: a live balance moves through the wallet with its record.
 */
export async function balanceSeededAccounts(db: StoreDb): Promise<void> {
  for (const { memberId, balanceCents, recordsCents } of await ledgerMismatches(db)) {
    const opening = await db
      .selectFrom('transactions')
      .where('member_id', '=', memberId)
      .where('kind', '=', 'adjustment')
      .where(jsonText(db, 'detail', 'source'), '=', 'opening')
      .orderBy('id')
      .limit(1)
      .select(['id', 'created_at'])
      .executeTakeFirst();
    const records = db.selectFrom('transactions').where('member_id', '=', memberId);
    const others = opening ? records.where('id', '!=', opening.id) : records;
    const first = (await others.select((eb) => eb.fn.min('created_at').as('at')).executeTakeFirst())?.at ?? null;
    const difference = balanceCents - recordsCents;
    if (!opening) {
      if (first === null) throw new Error(`member ${memberId} holds money without any record to date its opening by`);
      await db
        .insertInto('transactions')
        .values({ member_id: memberId, kind: 'adjustment', amount_cents: difference, status: 'DONE', detail: '{"source":"opening"}', created_at: Number(first) - HOUR_MS })
        .execute();
      continue;
    }
    const createdAt = first === null ? opening.created_at : Math.min(opening.created_at, Number(first) - HOUR_MS);
    await db.updateTable('transactions').set((eb) => ({ amount_cents: eb('amount_cents', '+', difference), created_at: createdAt })).where('id', '=', opening.id).execute();
  }
}
