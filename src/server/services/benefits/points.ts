import { atomically, type Db } from '../../db/open';
import { fail } from '../../http/reply';
import { units } from '../wallet';
import { pageWindow, type PageRequest } from '../../http/paging';

/** A name stored per language ({"CN": …, "EN": …}) in the language asked for, else CN, else any. */
export function localName(names: string, language: string): string {
  const parsed = JSON.parse(names) as Record<string, string>;
  return parsed[language.toUpperCase()] ?? parsed.CN ?? Object.values(parsed)[0] ?? '';
}

export function pointBalance(db: Db, memberId: number): number {
  return (db.prepare('SELECT balance FROM member_points WHERE member_id = ?').get(memberId) as { balance: number } | undefined)?.balance ?? 0;
}

/** Balance, what was earned and spent in all, and how the merchant awards points. */
export function pointSummary(db: Db, memberId: number, merchantCode: string) {
  const sums = db
    .prepare('SELECT COALESCE(SUM(CASE WHEN points > 0 THEN points END), 0) AS earned, COALESCE(-SUM(CASE WHEN points < 0 THEN points END), 0) AS spent FROM point_movements WHERE member_id = ?')
    .get(memberId) as { earned: number; spent: number };
  const rules = db.prepare('SELECT kind, points, per_cents AS perCents FROM point_rules WHERE merchant_code = ? ORDER BY sort').all(merchantCode) as {
    kind: 'validBet' | 'deposit';
    points: number;
    perCents: number;
  }[];
  return {
    balance: pointBalance(db, memberId),
    earnedTotal: sums.earned,
    spentTotal: sums.spent,
    rules: rules.map((r) => ({ kind: r.kind, points: r.points, per: units(r.perCents) })),
  };
}

/**
 * Adds (positive) or takes (negative) points and records the movement, in one transaction (the
 * caller's when there is one); 409 points.insufficient when the balance would go below 0. Answers the new balance.
 */
export function movePoints(
  db: Db,
  memberId: number,
  move: { kind: 'validBet' | 'deposit' | 'redeem' | 'adjust'; points: number; basisCents?: number | null; redemptionId?: number | null; note?: string },
  now = Date.now(),
): number {
  return atomically(db, () => {
    const balance = pointBalance(db, memberId);
    if (balance + move.points < 0) {
      fail(409, 'points.insufficient', `Not enough points: ${balance} available, ${-move.points} needed`, { balance, needed: -move.points, short: -move.points - balance });
    }
    // The row first, at 0: an upsert would check its insert values (a negative amount) against balance >= 0.
    db.prepare('INSERT OR IGNORE INTO member_points (member_id, balance) VALUES (?, 0)').run(memberId);
    db.prepare('UPDATE member_points SET balance = balance + ? WHERE member_id = ?').run(move.points, memberId);
    db.prepare('INSERT INTO point_movements (member_id, kind, points, basis_cents, redemption_id, note, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
      memberId, move.kind, move.points, move.basisCents ?? null, move.redemptionId ?? null, move.note ?? '', now,
    );
    return balance + move.points;
  });
}

/** One page of the member's point movements, newest first; a redemption names the item it bought. */
export function listMovements(db: Db, memberId: number, language: string, page: PageRequest) {
  const { limit, offset } = pageWindow(page);
  const totalCount = (db.prepare('SELECT COUNT(*) AS n FROM point_movements WHERE member_id = ?').get(memberId) as { n: number }).n;
  const rows = db
    .prepare(
      `SELECT m.id, m.kind, m.points, m.basis_cents AS basisCents, m.note, m.created_at AS createdAt, i.names
         FROM point_movements m LEFT JOIN mall_redemptions r ON r.id = m.redemption_id LEFT JOIN mall_items i ON i.id = r.item_id
        WHERE m.member_id = ? ORDER BY m.created_at DESC, m.id DESC LIMIT ? OFFSET ?`,
    )
    .all(memberId, limit, offset) as { id: number; kind: 'validBet' | 'deposit' | 'redeem' | 'adjust'; points: number; basisCents: number | null; note: string; createdAt: number; names: string | null }[];
  const list = rows.map(({ basisCents, names, ...r }) => ({ ...r, basis: basisCents === null ? null : units(basisCents), itemName: names === null ? null : localName(names, language) }));
  return { list, totalCount };
}
