import type { Db } from '../db/open';

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
export function seedFundsHistory(db: Db, merchantCode: string, now = Date.now()): void {
  const todayStart = Math.floor(now / DAY_MS) * DAY_MS;
  const record = db.prepare('INSERT INTO transactions (member_id, kind, amount_cents, status, detail, created_at) VALUES (?, ?, ?, ?, ?, ?)');
  const accept = db.prepare(
    `INSERT INTO deposit_promo_accepts (member_id, promo_id, accepted_at, deposit_id, once)
     VALUES (?, ?, ?, ?, (SELECT once_per_member FROM deposit_promos WHERE merchant_code = ? AND id = ?))`,
  );
  for (const [username, movements] of Object.entries(FUNDS_HISTORY)) {
    const member = db.prepare('SELECT id FROM members WHERE merchant_code = ? AND username = ?').get(merchantCode, username) as { id: number } | undefined;
    if (!member) continue;
    for (const m of movements) {
      const at = Math.min(todayStart - m.daysAgo * DAY_MS + m.hour * HOUR_MS, now - m.daysAgo * HOUR_MS);
      const cents = Math.round(m.amount * 100);
      const detail = m.kind === 'deposit'
        ? { channelId: m.channel, channel: CHANNEL_NAMES[m.channel ?? 'bank'], promoId: m.promo?.id ?? null, bonus: m.promo?.bonus ?? 0 }
        : { bank: 'ICBC', account: '6789' };
      const id = Number(record.run(member.id, m.kind, m.kind === 'withdraw' ? -cents : cents, m.status, JSON.stringify(detail), at).lastInsertRowid);
      if (m.promo) accept.run(member.id, m.promo.id, at - HOUR_MS, id, merchantCode, m.promo.id);
    }
  }
}
