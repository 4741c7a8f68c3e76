import { creditBonus, units, walletBalance } from '../wallet';
import type { Db } from '../../db/open';
import { fail } from '../../http/reply';
import { pageWindow, type PageRequest } from '../../http/paging';
import { REWARD_SOURCES, REWARD_STATUSES } from '../../../contract/benefits/rewards';

/** The statuses and sources of rewards are stated by the call contract (src/contract/benefits/rewards.ts). */
export { REWARD_SOURCES, REWARD_STATUSES };
export type RewardStatus = (typeof REWARD_STATUSES)[number];

/** Expired is never stored: a claimable reward whose end has passed. */
const STATUS_SQL = `CASE WHEN status = 'RECEIVED' THEN 'RECEIVED' WHEN expires_at IS NOT NULL AND expires_at <= @now THEN 'EXPIRED' ELSE 'CLAIMABLE' END`;

/** Claimable: the soonest to expire first; received: the latest first; expired: the latest to end first. */
const ORDER: Record<RewardStatus, string> = {
  CLAIMABLE: 'expires_at IS NULL, expires_at ASC, id DESC',
  RECEIVED: 'received_at DESC, id DESC',
  EXPIRED: 'expires_at DESC, id DESC',
};

const COLUMNS = `id, source, detail, amount_cents AS amountCents, turnover_multiple AS turnoverMultiple, ${STATUS_SQL} AS status,
  promotion_id AS promotionId, created_at AS createdAt, expires_at AS expiresAt, received_at AS receivedAt`;

interface RewardRow {
  id: number;
  source: (typeof REWARD_SOURCES)[number];
  detail: string;
  amountCents: number;
  turnoverMultiple: number;
  status: RewardStatus;
  promotionId: number | null;
  createdAt: number;
  expiresAt: number | null;
  receivedAt: number | null;
}

export type Reward = Omit<RewardRow, 'amountCents'> & { amount: number };

const toReward = ({ amountCents, ...row }: RewardRow): Reward => ({ ...row, amount: units(amountCents) });

/** One page of the member's rewards in one status. */
export function listRewards(db: Db, memberId: number, status: RewardStatus, page: PageRequest, now = Date.now()): { list: Reward[]; totalCount: number } {
  const where = `member_id = @memberId AND ${STATUS_SQL} = @status`;
  const totalCount = (db.prepare(`SELECT COUNT(*) AS n FROM member_rewards WHERE ${where}`).get({ memberId, status, now }) as { n: number }).n;
  const rows = db
    .prepare(`SELECT ${COLUMNS} FROM member_rewards WHERE ${where} ORDER BY ${ORDER[status]} LIMIT @limit OFFSET @offset`)
    .all({ memberId, status, now, ...pageWindow(page) }) as RewardRow[];
  return { list: rows.map(toReward), totalCount };
}

/** Totals per status, and how many claimable rewards end within a day. */
export function rewardSummary(db: Db, memberId: number, now = Date.now()) {
  const rows = db
    .prepare(`SELECT ${STATUS_SQL} AS status, COUNT(*) AS n, SUM(amount_cents) AS cents FROM member_rewards WHERE member_id = @memberId GROUP BY 1`)
    .all({ memberId, now }) as { status: RewardStatus; n: number; cents: number }[];
  const of = (status: RewardStatus) => rows.find((r) => r.status === status) ?? { n: 0, cents: 0 };
  const expiringSoon = (
    db
      .prepare(`SELECT COUNT(*) AS n FROM member_rewards WHERE member_id = @memberId AND status = 'CLAIMABLE' AND expires_at > @now AND expires_at <= @soon`)
      .get({ memberId, now, soon: now + 24 * 60 * 60 * 1000 }) as { n: number }
  ).n;
  return {
    claimableCount: of('CLAIMABLE').n,
    claimableTotal: units(of('CLAIMABLE').cents),
    receivedCount: of('RECEIVED').n,
    receivedTotal: units(of('RECEIVED').cents),
    expiredCount: of('EXPIRED').n,
    expiringSoonCount: expiringSoon,
  };
}

function findReward(db: Db, memberId: number, rewardId: number, now: number): RewardRow {
  const row = db.prepare(`SELECT ${COLUMNS} FROM member_rewards WHERE id = @rewardId AND member_id = @memberId`).get({ rewardId, memberId, now }) as RewardRow | undefined;
  if (!row) fail(404, 'reward.notFound', `No reward ${rewardId} for this member`);
  return row;
}

/**
 * Pays one claimable reward into the wallet, in one transaction: the reward becomes received, the
 * balance grows by its amount (recorded as a bonus in the account record) and a promotion it pays
 * moves from ISSUED to CLAIMED. Answers the reward as it is now and the new balance.
 */
export function claimReward(db: Db, memberId: number, rewardId: number, now = Date.now()): { reward: Reward; sumBalance: number } {
  return db.transaction(() => {
    const row = findReward(db, memberId, rewardId, now);
    if (row.status === 'RECEIVED') fail(409, 'reward.claimed', 'This reward has already been claimed', { rewardId });
    if (row.status === 'EXPIRED') fail(409, 'reward.expired', 'This reward has expired and can no longer be claimed', { rewardId, expiresAt: row.expiresAt });
    const sumBalance = payOut(db, memberId, row, now);
    return { reward: toReward(findReward(db, memberId, rewardId, now)), sumBalance };
  })();
}

/** Claims every claimable reward at once; answers how many, their total and the new balance. */
export function claimAllRewards(db: Db, memberId: number, now = Date.now()): { count: number; total: number; sumBalance: number } {
  return db.transaction(() => {
    const rows = db.prepare(`SELECT ${COLUMNS} FROM member_rewards WHERE member_id = @memberId AND ${STATUS_SQL} = 'CLAIMABLE'`).all({ memberId, now }) as RewardRow[];
    if (rows.length === 0) fail(409, 'reward.noneClaimable', 'There is no reward to claim');
    let sumBalance = 0;
    for (const row of rows) sumBalance = payOut(db, memberId, row, now);
    return { count: rows.length, total: units(rows.reduce((sum, r) => sum + r.amountCents, 0)), sumBalance };
  })();
}

function payOut(db: Db, memberId: number, row: RewardRow, now: number): number {
  db.prepare("UPDATE member_rewards SET status = 'RECEIVED', received_at = ? WHERE id = ? AND status = 'CLAIMABLE'").run(now, row.id);
  if (row.promotionId !== null) {
    db.prepare("UPDATE promotion_signups SET status = 'CLAIMED', updated_at = ? WHERE member_id = ? AND announcement_id = ? AND status = 'ISSUED'").run(now, memberId, row.promotionId);
  }
  creditBonus(db, memberId, row.amountCents, { source: 'reward', rewardId: row.id, rewardSource: row.source }, now);
  return walletBalance(db, memberId);
}
