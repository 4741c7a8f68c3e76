import type { Db } from '../db/open';
import { ledgerMismatchesForSeed } from '../services/ledger';

const HOUR_MS = 3600_000;

/**
 * The seeded balances are figures of their own (the demo member holds 1,288.50), while the seeded
 * history (deposits, withdrawals, red envelopes) is laid down afterwards without moving them. So
 * that every balance still equals the sum of its records, each member's opening adjustment takes
 * up the difference (what went to games before the records start) and is dated before the first
 * of its records. Seeding only: a live balance moves through the wallet with its record.
 */
export function balanceSeededAccounts(db: Db): void {
  const opening = db.prepare(
    `SELECT id FROM transactions WHERE member_id = ? AND kind = 'adjustment' AND json_extract(detail, '$.source') = 'opening' ORDER BY id LIMIT 1`,
  );
  const firstOther = db.prepare('SELECT MIN(created_at) AS at FROM transactions WHERE member_id = ? AND id != ?');
  const adjust = db.prepare('UPDATE transactions SET amount_cents = amount_cents + ?, created_at = MIN(created_at, COALESCE(?, created_at)) WHERE id = ?');
  const insert = db.prepare(
    `INSERT INTO transactions (member_id, kind, amount_cents, status, detail, created_at)
     VALUES (?, 'adjustment', ?, 'DONE', '{"source":"opening"}', (SELECT MIN(created_at) - ${HOUR_MS} FROM transactions WHERE member_id = ?))`,
  );
  for (const { memberId, balanceCents, recordsCents } of ledgerMismatchesForSeed(db)) {
    const row = opening.get(memberId) as { id: number } | undefined;
    if (!row) {
      insert.run(memberId, balanceCents - recordsCents, memberId);
      continue;
    }
    const first = (firstOther.get(memberId, row.id) as { at: number | null }).at;
    adjust.run(balanceCents - recordsCents, first === null ? null : first - HOUR_MS, row.id);
  }
}
