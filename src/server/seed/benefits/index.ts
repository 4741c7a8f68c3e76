import type { StoreDb } from '../../data/store';
import { insertRows, insertRowsReturningIds, memberIds } from '../rows';
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
export async function seedBenefits(db: StoreDb, merchantCode: string, now = Date.now()): Promise<void> {
  const merchant_code = merchantCode;
  await insertRows(db, 'vip_levels', VIP_LEVELS.map((l) => ({ merchant_code, level: l.level, name: l.name, deposit_required_cents: cents(l.deposit), valid_bet_required_cents: cents(l.validBet) })));
  await insertRows(db, 'vip_level_benefits', VIP_LEVELS.flatMap((l) => levelBenefits(l).map(([kind, value]) => ({ merchant_code, level: l.level, kind, value }))));
  await insertRows(db, 'point_rules', POINT_RULES.map((r, i) => ({ merchant_code, kind: r.kind, points: r.points, per_cents: cents(r.per), sort: i })));
  const mallIds = await insertRowsReturningIds(db, 'mall_items', MALL_ITEMS.map((m, i) => ({
    merchant_code, kind: m.kind, names: JSON.stringify(m.names), point_cost: m.pointCost, stock: m.stock, value_cents: cents(m.value), art: m.art, palette: m.palette, sort: i,
  })));
  const itemIds = new Map(MALL_ITEMS.map((m, i) => [m.key, mallIds[i]]));

  const ids = await memberIds(db, merchantCode, [...new Set([...Object.keys(VIP_TOTALS), ...Object.keys(SEEDED_REWARDS), ...Object.keys(SEEDED_MOVEMENTS)])]);
  await insertRows(db, 'vip_member_totals', Object.entries(VIP_TOTALS).flatMap(([username, t]) => {
    const id = ids.get(username);
    return id === undefined ? [] : [{ member_id: id, deposit_cents: cents(t.deposit), valid_bet_cents: cents(t.validBet), updated_at: now }];
  }));
  for (const [username, rewards] of Object.entries(SEEDED_REWARDS)) {
    const id = ids.get(username);
    if (id !== undefined) await seedRewards(db, merchantCode, id, rewards, now);
  }
  for (const [username, movements] of Object.entries(SEEDED_MOVEMENTS)) {
    const id = ids.get(username);
    if (id !== undefined) await seedPoints(db, id, movements, itemIds, now);
  }
}

async function seedRewards(db: StoreDb, merchantCode: string, memberId: number, rewards: (typeof SEEDED_REWARDS)[string], now: number): Promise<void> {
  const titles = [...new Set(rewards.flatMap((r) => (r.promotionTitle ? [r.promotionTitle] : [])))];
  const promotions = titles.length === 0 ? [] : await db.selectFrom('announcements').where('merchant_code', '=', merchantCode).where('type', '=', 'PR').where('title', 'in', titles).orderBy('id').select(['id', 'title']).execute();
  // The first promotion of a title, as the single-row lookup it replaces found (titles are unique in the seed).
  const promotionIds = new Map<string, number>();
  for (const p of promotions) if (!promotionIds.has(p.title)) promotionIds.set(p.title, p.id);
  await insertRows(db, 'member_rewards', rewards.map((r) => {
    const received = r.receivedHoursAgo !== undefined;
    return {
      member_id: memberId, source: r.source, detail: r.detail, amount_cents: cents(r.amount), turnover_multiple: r.turnoverMultiple, status: received ? 'RECEIVED' : 'CLAIMABLE',
      // Without the content seed there is no promotion to name: the reward stands alone.
      promotion_id: r.promotionTitle ? (promotionIds.get(r.promotionTitle) ?? null) : null,
      created_at: now - r.createdHoursAgo * HOUR_MS, expires_at: r.expiresInHours === undefined ? null : now + r.expiresInHours * HOUR_MS,
      received_at: r.receivedHoursAgo !== undefined ? now - r.receivedHoursAgo * HOUR_MS : null,
    };
  }));
}

async function seedPoints(db: StoreDb, memberId: number, movements: MovementSeed[], itemIds: Map<string, number | undefined>, now: number): Promise<void> {
  const at = (m: MovementSeed) => now - m.hoursAgo * HOUR_MS;
  const itemOf = (key: string) => {
    const item = MALL_ITEMS.find((i) => i.key === key);
    const id = itemIds.get(key);
    if (!item || id === undefined) throw new Error(`no seeded mall item ${key}`);
    return { ...item, id };
  };
  const redeems = movements.flatMap((m) => (m.kind === 'redeem' ? [{ m, item: itemOf(m.item) }] : []));
  const redemptionIds = await insertRowsReturningIds(db, 'mall_redemptions', redeems.map(({ m, item }) => ({
    member_id: memberId, item_id: item.id, points: item.pointCost, value_cents: cents(item.value), status: m.pending ? 'PENDING' : 'COMPLETED', created_at: at(m),
  })));
  let redeemed = 0;
  let balance = 0;
  await insertRows(db, 'point_movements', movements.map((m) => {
    if (m.kind === 'redeem') {
      const { item } = redeems[redeemed];
      const redemptionId = redemptionIds[redeemed];
      redeemed += 1;
      balance -= item.pointCost;
      return { member_id: memberId, kind: 'redeem', points: -item.pointCost, basis_cents: null, redemption_id: redemptionId, note: '', created_at: at(m) };
    }
    balance += m.points;
    return { member_id: memberId, kind: m.kind, points: m.points, basis_cents: m.kind === 'adjust' ? null : cents(m.basis), redemption_id: null, note: m.kind === 'adjust' ? m.note : '', created_at: at(m) };
  }));
  await insertRows(db, 'member_points', [{ member_id: memberId, balance }]);
}
