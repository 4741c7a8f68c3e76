import type { StoreDb } from '../data/store';
import { insertRows, insertRowsReturningIds, memberIds } from './rows';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 3600 * 1000;

/** One seeded account record: days ago (and hour of that day), amount in currency units. */
interface Movement {
  daysAgo: number;
  hour: number;
  kind: 'deposit' | 'withdraw';
  amount: number;
  status: 'DONE' | 'PENDING' | 'REJECTED';
  channel?: 'bank' | 'alipay' | 'wechat' | 'gateway';
  /** A deposit promotion the deposit used, and the bonus it paid (percent, capped, as the promo says). */
  promo?: { id: string; bonus: number };
}

const CHANNEL_NAMES: Record<string, string> = { bank: 'Bank transfer', alipay: 'Alipay', wechat: 'WeChat Pay', gateway: 'Online payment' };

/** Deposits and withdrawals over the last sixty days, in step with the seeded bets (seed/bets.ts). */
export const FUNDS_HISTORY: Record<string, Movement[]> = {
  demo: [
    { daysAgo: 58, hour: 11, kind: 'deposit', amount: 500, status: 'DONE', channel: 'alipay', promo: { id: 'FIRST100', bonus: 500 } },
    { daysAgo: 44, hour: 20, kind: 'deposit', amount: 1000, status: 'DONE', channel: 'bank' },
    { daysAgo: 37, hour: 13, kind: 'withdraw', amount: 800, status: 'DONE' },
    { daysAgo: 25, hour: 19, kind: 'deposit', amount: 2000, status: 'DONE', channel: 'bank', promo: { id: 'RELOAD10', bonus: 200 } },
    { daysAgo: 15, hour: 21, kind: 'deposit', amount: 500, status: 'DONE', channel: 'wechat' },
    { daysAgo: 9, hour: 10, kind: 'withdraw', amount: 600, status: 'REJECTED' },
    { daysAgo: 8, hour: 12, kind: 'withdraw', amount: 600, status: 'DONE' },
    { daysAgo: 3, hour: 22, kind: 'deposit', amount: 1000, status: 'DONE', channel: 'alipay' },
    { daysAgo: 1, hour: 9, kind: 'withdraw', amount: 300, status: 'PENDING' },
  ],
  player01: [
    { daysAgo: 55, hour: 14, kind: 'deposit', amount: 5000, status: 'DONE', channel: 'bank' },
    { daysAgo: 40, hour: 15, kind: 'deposit', amount: 3000, status: 'DONE', channel: 'bank', promo: { id: 'RELOAD10', bonus: 300 } },
    { daysAgo: 30, hour: 23, kind: 'withdraw', amount: 2500, status: 'DONE' },
    { daysAgo: 18, hour: 20, kind: 'deposit', amount: 5000, status: 'DONE', channel: 'gateway' },
    { daysAgo: 4, hour: 16, kind: 'withdraw', amount: 1500, status: 'DONE' },
  ],
  player02: [
    { daysAgo: 50, hour: 9, kind: 'deposit', amount: 1000, status: 'DONE', channel: 'wechat', promo: { id: 'SLOT20', bonus: 200 } },
    { daysAgo: 28, hour: 18, kind: 'deposit', amount: 800, status: 'DONE', channel: 'wechat' },
    { daysAgo: 12, hour: 20, kind: 'deposit', amount: 500, status: 'DONE', channel: 'alipay' },
    { daysAgo: 6, hour: 11, kind: 'withdraw', amount: 400, status: 'REJECTED' },
    { daysAgo: 2, hour: 21, kind: 'deposit', amount: 300, status: 'PENDING', channel: 'alipay' },
  ],
  player03: [
    { daysAgo: 47, hour: 12, kind: 'deposit', amount: 2000, status: 'DONE', channel: 'bank' },
    { daysAgo: 20, hour: 22, kind: 'withdraw', amount: 1200, status: 'DONE' },
    { daysAgo: 5, hour: 19, kind: 'deposit', amount: 1000, status: 'DONE', channel: 'bank' },
  ],
  agent02: [{ daysAgo: 33, hour: 10, kind: 'deposit', amount: 1000, status: 'DONE', channel: 'bank' }],
  player04: [
    { daysAgo: 42, hour: 17, kind: 'deposit', amount: 500, status: 'DONE', channel: 'alipay' },
    { daysAgo: 14, hour: 20, kind: 'deposit', amount: 300, status: 'DONE', channel: 'alipay' },
  ],
  agent01: [{ daysAgo: 26, hour: 11, kind: 'deposit', amount: 10000, status: 'DONE', channel: 'bank' }],
};

/**
 * Account records (deposits, withdrawals) behind the profit and loss figures, dated relative to
 * the seeding day (never in the future). A deposit that used a promotion marks that promotion's
 * acceptance used, as a real deposit does.
 */
export async function seedFundsHistory(db: StoreDb, merchantCode: string, now = Date.now()): Promise<void> {
  const todayStart = Math.floor(now / DAY_MS) * DAY_MS;
  const ids = await memberIds(db, merchantCode, Object.keys(FUNDS_HISTORY));
  const movements = Object.entries(FUNDS_HISTORY).flatMap(([username, list]) => {
    const memberId = ids.get(username);
    return memberId === undefined ? [] : list.map((m) => ({ memberId, m, at: Math.min(todayStart - m.daysAgo * DAY_MS + m.hour * HOUR_MS, now - m.daysAgo * HOUR_MS) }));
  });
  const recordIds = await insertRowsReturningIds(db, 'transactions', movements.map(({ memberId, m, at }) => {
    const cents = Math.round(m.amount * 100);
    const detail = m.kind === 'deposit'
      ? { channelId: m.channel, channel: CHANNEL_NAMES[m.channel ?? 'bank'], promoId: m.promo?.id ?? null, bonus: m.promo?.bonus ?? 0 }
      : { bank: 'ICBC', account: '6789' };
    return { member_id: memberId, kind: m.kind, amount_cents: m.kind === 'withdraw' ? -cents : cents, status: m.status, detail: JSON.stringify(detail), created_at: at };
  }));
  const promos = await db.selectFrom('deposit_promos').where('merchant_code', '=', merchantCode).select(['id', 'once_per_member']).execute();
  const oncePerMember = new Map(promos.map((p) => [p.id, p.once_per_member]));
  const accepts = movements.flatMap(({ memberId, m, at }, i) => {
    if (!m.promo) return [];
    const once = oncePerMember.get(m.promo.id);
    if (once === undefined) throw new Error(`the seeded deposit promotion ${m.promo.id} is missing`);
    return [{ member_id: memberId, promo_id: m.promo.id, accepted_at: at - HOUR_MS, deposit_id: recordIds[i], once }];
  });
  await insertRows(db, 'deposit_promo_accepts', accepts);
}
