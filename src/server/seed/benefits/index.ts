import type { Db } from '../../db/open';
import { MALL_ITEMS, POINT_RULES, SEEDED_MOVEMENTS, type MovementSeed } from './mall';
import { SEEDED_REWARDS } from './rewards';
import { VIP_LEVELS, VIP_TOTALS } from './vip-levels';

const HOUR_MS = 60 * 60 * 1000;
const cents = (units: number) => Math.round(units * 100);

/** Benefit rows of a level: only what the level offers (a 0 is left out). */
function levelBenefits(l: (typeof VIP_LEVELS)[number]): [string, number][] {
  const all: [string, number][] = [
    ['upgradeBonus', cents(l.upgradeBonus)],
    ['birthdayBonus', cents(l.birthdayBonus)],
    ['monthlyBonus', cents(l.monthlyBonus)],
    ['rebateRate', Math.round(l.rebatePercent * 100)],
    ['dailyWithdrawCount', l.dailyWithdrawCount],
    ['dailyWithdrawLimit', cents(l.dailyWithdrawLimit)],
  ];
  return all.filter(([, value]) => value > 0);
}

/**
 * VIP ladder, point rules and mall items of one merchant, and the VIP totals, rewards, points and
 * redemptions of its seeded members. Times are offsets from `now`, so every seed looks the same.
 * Runs after the content seed: promotion rewards name their promotion.
 */
export function seedBenefits(db: Db, merchantCode: string, now = Date.now()): void {
  const level = db.prepare('INSERT INTO vip_levels (merchant_code, level, name, deposit_required_cents, valid_bet_required_cents) VALUES (?, ?, ?, ?, ?)');
  const benefit = db.prepare('INSERT INTO vip_level_benefits (merchant_code, level, kind, value) VALUES (?, ?, ?, ?)');
  for (const l of VIP_LEVELS) {
    level.run(merchantCode, l.level, l.name, cents(l.deposit), cents(l.validBet));
    for (const [kind, value] of levelBenefits(l)) benefit.run(merchantCode, l.level, kind, value);
  }
  const rule = db.prepare('INSERT INTO point_rules (merchant_code, kind, points, per_cents, sort) VALUES (?, ?, ?, ?, ?)');
  POINT_RULES.forEach((r, i) => rule.run(merchantCode, r.kind, r.points, cents(r.per), i));
  const item = db.prepare(
    'INSERT INTO mall_items (merchant_code, kind, names, point_cost, stock, value_cents, art, palette, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id',
  );
  const itemIds = new Map(MALL_ITEMS.map((m, i) => [m.key, (item.get(merchantCode, m.kind, JSON.stringify(m.names), m.pointCost, m.stock, cents(m.value), m.art, m.palette, i) as { id: number }).id]));

  const memberId = (username: string) =>
    (db.prepare('SELECT id FROM members WHERE merchant_code = ? AND username = ?').get(merchantCode, username) as { id: number } | undefined)?.id;
  const totals = db.prepare('INSERT INTO vip_member_totals (member_id, deposit_cents, valid_bet_cents, updated_at) VALUES (?, ?, ?, ?)');
  for (const [username, t] of Object.entries(VIP_TOTALS)) {
    const id = memberId(username);
    if (id !== undefined) totals.run(id, cents(t.deposit), cents(t.validBet), now);
  }
  for (const [username, rewards] of Object.entries(SEEDED_REWARDS)) {
    const id = memberId(username);
    if (id !== undefined) seedRewards(db, merchantCode, id, rewards, now);
  }
  for (const [username, movements] of Object.entries(SEEDED_MOVEMENTS)) {
    const id = memberId(username);
    if (id !== undefined) seedPoints(db, id, movements, itemIds, now);
  }
}

function seedRewards(db: Db, merchantCode: string, memberId: number, rewards: (typeof SEEDED_REWARDS)[string], now: number): void {
  const promotion = db.prepare("SELECT id FROM announcements WHERE merchant_code = ? AND type = 'PR' AND title = ?");
  const insert = db.prepare(
    `INSERT INTO member_rewards (member_id, source, detail, amount_cents, turnover_multiple, status, promotion_id, created_at, expires_at, received_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const r of rewards) {
    // Without the content seed there is no promotion to name: the reward stands alone.
    const promotionId = r.promotionTitle ? ((promotion.get(merchantCode, r.promotionTitle) as { id: number } | undefined)?.id ?? null) : null;
    const received = r.receivedHoursAgo !== undefined;
    insert.run(
      memberId, r.source, r.detail, cents(r.amount), r.turnoverMultiple, received ? 'RECEIVED' : 'CLAIMABLE', promotionId,
      now - r.createdHoursAgo * HOUR_MS, r.expiresInHours === undefined ? null : now + r.expiresInHours * HOUR_MS,
      received ? now - r.receivedHoursAgo! * HOUR_MS : null,
    );
  }
}

function seedPoints(db: Db, memberId: number, movements: MovementSeed[], itemIds: Map<string, number>, now: number): void {
  const redemption = db.prepare('INSERT INTO mall_redemptions (member_id, item_id, points, value_cents, status, created_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING id');
  const movement = db.prepare('INSERT INTO point_movements (member_id, kind, points, basis_cents, redemption_id, note, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
  let balance = 0;
  for (const m of movements) {
    const at = now - m.hoursAgo * HOUR_MS;
    if (m.kind === 'redeem') {
      const item = MALL_ITEMS.find((i) => i.key === m.item)!;
      const id = (redemption.get(memberId, itemIds.get(m.item), item.pointCost, cents(item.value), m.pending ? 'PENDING' : 'COMPLETED', at) as { id: number }).id;
      movement.run(memberId, 'redeem', -item.pointCost, null, id, '', at);
      balance -= item.pointCost;
    } else {
      movement.run(memberId, m.kind, m.points, m.kind === 'adjust' ? null : cents(m.basis), null, m.kind === 'adjust' ? m.note : '', at);
      balance += m.points;
    }
  }
  db.prepare('INSERT INTO member_points (member_id, balance) VALUES (?, ?)').run(memberId, balance);
}
