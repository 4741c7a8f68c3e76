import { creditBonus, units, walletBalance } from '../wallet';
import type { Db } from '../../db/open';
import { fail } from '../../http/reply';
import { localName, movePoints } from './points';
import { pageWindow, type PageRequest } from '../../http/paging';

/** Where an item's generated picture lives (routes/benefits/media-mall.ts). */
export const mallImageUrl = (id: number) => `/media/mall/${id}.svg`;

interface ItemRow {
  id: number;
  kind: 'cash' | 'goods';
  names: string;
  pointCost: number;
  stock: number;
  valueCents: number;
}

const ITEM_COLUMNS = 'id, kind, names, point_cost AS pointCost, stock, value_cents AS valueCents';

const toItem = (row: ItemRow, language: string) => ({
  id: row.id,
  kind: row.kind,
  name: localName(row.names, language),
  pointCost: row.pointCost,
  stock: row.stock,
  value: units(row.valueCents),
  imageUrl: mallImageUrl(row.id),
});

/** The items on offer, in the operator's order (sold-out ones too: they say so). */
export function mallItems(db: Db, merchantCode: string, language: string) {
  const rows = db.prepare(`SELECT ${ITEM_COLUMNS} FROM mall_items WHERE merchant_code = ? AND active = 1 ORDER BY sort, id`).all(merchantCode) as ItemRow[];
  return rows.map((r) => toItem(r, language));
}

/**
 * Redeems one item in one transaction: 404 for an unknown or withdrawn item, 409 mall.soldOut
 * without stock, 409 points.insufficient without enough points; otherwise stock and points go
 * down, the redemption is recorded (cash items credit their value to the wallet and are completed
 * at once; goods wait for the operator's delivery) and the answer holds the new balances.
 */
export function redeemItem(db: Db, memberId: number, merchantCode: string, itemId: number, language: string, now = Date.now()) {
  return db.transaction(() => {
    const row = db.prepare(`SELECT ${ITEM_COLUMNS} FROM mall_items WHERE id = ? AND merchant_code = ? AND active = 1`).get(itemId, merchantCode) as ItemRow | undefined;
    if (!row) fail(404, 'mall.itemNotFound', `No item ${itemId} in the point mall`);
    if (row.stock <= 0) fail(409, 'mall.soldOut', 'This item is sold out', { itemId });
    const status: 'COMPLETED' | 'PENDING' = row.kind === 'cash' ? 'COMPLETED' : 'PENDING';
    const redemptionId = Number(
      db.prepare('INSERT INTO mall_redemptions (member_id, item_id, points, value_cents, status, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(memberId, row.id, row.pointCost, row.valueCents, status, now)
        .lastInsertRowid,
    );
    // Refuses (and so rolls everything back) when the points do not cover the cost.
    const pointsBalance = movePoints(db, memberId, { kind: 'redeem', points: -row.pointCost, redemptionId }, now);
    db.prepare('UPDATE mall_items SET stock = stock - 1 WHERE id = ?').run(row.id);
    if (row.kind === 'cash' && row.valueCents > 0) creditBonus(db, memberId, row.valueCents, { source: 'mall', redemptionId }, now);
    const sumBalance = walletBalance(db, memberId);
    return {
      redemption: { id: redemptionId, itemId: row.id, name: localName(row.names, language), kind: row.kind, points: row.pointCost, value: units(row.valueCents), status, createdAt: now },
      pointsBalance,
      sumBalance,
    };
  })();
}

/** One page of the member's redemptions, newest first. */
export function listRedemptions(db: Db, memberId: number, language: string, page: PageRequest) {
  const { limit, offset } = pageWindow(page);
  const totalCount = (db.prepare('SELECT COUNT(*) AS n FROM mall_redemptions WHERE member_id = ?').get(memberId) as { n: number }).n;
  const rows = db
    .prepare(
      `SELECT r.id, r.item_id AS itemId, i.names, i.kind, r.points, r.value_cents AS valueCents, r.status, r.created_at AS createdAt
         FROM mall_redemptions r JOIN mall_items i ON i.id = r.item_id
        WHERE r.member_id = ? ORDER BY r.created_at DESC, r.id DESC LIMIT ? OFFSET ?`,
    )
    .all(memberId, limit, offset) as { id: number; itemId: number; names: string; kind: ItemRow['kind']; points: number; valueCents: number; status: 'COMPLETED' | 'PENDING'; createdAt: number }[];
  const list = rows.map(({ names, valueCents, ...r }) => ({ ...r, name: localName(names, language), value: units(valueCents), imageUrl: mallImageUrl(r.itemId) }));
  return { list, totalCount };
}
