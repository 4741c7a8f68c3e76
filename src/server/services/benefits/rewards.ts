import { creditBonus, units, walletBalance } from '../wallet';
import { sql, type RawBuilder } from 'kysely';
import type { Store, StoreDb } from '../../data/store';
import { fail } from '../../http/reply';
import { pageWindow, type PageRequest } from '../../http/paging';
import { REWARD_SOURCES, REWARD_STATUSES } from '../../../contract/benefits/rewards';

/** The statuses and sources of rewards are stated by the call contract (src/contract/benefits/rewards.ts). */
export { REWARD_SOURCES, REWARD_STATUSES };
export type RewardStatus = (typeof REWARD_STATUSES)[number];

/** Expired is never stored: a claimable reward whose end has passed. */
const statusAt = (now: number) =>
  sql<RewardStatus>`CASE WHEN status = 'RECEIVED' THEN 'RECEIVED' WHEN expires_at IS NOT NULL AND expires_at <= ${now} THEN 'EXPIRED' ELSE 'CLAIMABLE' END`;

/** Claimable: the soonest to expire first (those without an end last); received: the latest first; expired: the latest to end first. */
const ORDER: Record<RewardStatus, [RawBuilder<unknown>, 'asc' | 'desc'][]> = {
  CLAIMABLE: [[sql`expires_at IS NULL`, 'asc'], [sql`expires_at`, 'asc'], [sql`id`, 'desc']],
  RECEIVED: [[sql`received_at`, 'desc'], [sql`id`, 'desc']],
  EXPIRED: [[sql`expires_at`, 'desc'], [sql`id`, 'desc']],
};

/** The member's rewards with their status at `now`, as rows to filter, count and page. */
const rewardsAt = (db: StoreDb, memberId: number, now: number) =>
  db
    .selectFrom('member_rewards')
    .where('member_id', '=', memberId)
    .select([
      'id', 'source', 'detail', 'amount_cents as amountCents', 'turnover_multiple as turnoverMultiple', statusAt(now).as('status'),
      'promotion_id as promotionId', 'created_at as createdAt', 'expires_at as expiresAt', 'received_at as receivedAt',
    ]);

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
const asRow = (row: Omit<RewardRow, 'source'> & { source: string }) => row as RewardRow;

/** One page of the member's rewards in one status. */
export async function listRewards(db: StoreDb, memberId: number, status: RewardStatus, page: PageRequest, now = Date.now()): Promise<{ list: Reward[]; totalCount: number }> {
  const inStatus = db.selectFrom(rewardsAt(db, memberId, now).as('r')).where('r.status', '=', status);
  const total = await inStatus.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const { limit, offset } = pageWindow(page);
  let query = rewardsAt(db, memberId, now).where(statusAt(now), '=', status);
  for (const [by, direction] of ORDER[status]) query = query.orderBy(by, direction);
  const rows = await query.limit(limit).offset(offset).execute();
  return { list: rows.map((r) => toReward(asRow(r))), totalCount: Number(total.n) };
}

/** Totals per status, and how many claimable rewards end within a day. */
export async function rewardSummary(db: StoreDb, memberId: number, now = Date.now()) {
  const rows = await db
    .selectFrom(rewardsAt(db, memberId, now).as('r'))
    .groupBy('r.status')
    .select((eb) => ['r.status', eb.fn.countAll().as('n'), eb.fn.sum<number>('r.amountCents').as('cents')])
    .execute();
  const of = (status: RewardStatus) => {
    const row = rows.find((r) => r.status === status);
    return { n: Number(row?.n ?? 0), cents: Number(row?.cents ?? 0) };
  };
  const soon = await db
    .selectFrom('member_rewards')
    .where('member_id', '=', memberId)
    .where('status', '=', 'CLAIMABLE')
    .where('expires_at', '>', now)
    .where('expires_at', '<=', now + 24 * 60 * 60 * 1000)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return {
    claimableCount: of('CLAIMABLE').n,
    claimableTotal: units(of('CLAIMABLE').cents),
    receivedCount: of('RECEIVED').n,
    receivedTotal: units(of('RECEIVED').cents),
    expiredCount: of('EXPIRED').n,
    expiringSoonCount: Number(soon.n),
  };
}

async function findReward(db: StoreDb, memberId: number, rewardId: number, now: number): Promise<RewardRow> {
  const row = await rewardsAt(db, memberId, now).where('id', '=', rewardId).executeTakeFirst();
  if (!row) fail(404, 'reward.notFound', `No reward ${rewardId} for this member`);
  return asRow(row);
}

/**
 * Pays one claimable reward into the wallet, in one transaction: the reward becomes received, the
 * balance grows by its amount (recorded as a bonus in the account record) and a promotion it pays
 * moves from ISSUED to CLAIMED. Answers the reward as it is now and the new balance.
 */
export function claimReward(store: Store, memberId: number, rewardId: number, now = Date.now()): Promise<{ reward: Reward; sumBalance: number }> {
  return store.transaction(async (trx) => {
    const row = await findReward(trx, memberId, rewardId, now);
    if (row.status === 'EXPIRED') fail(409, 'reward.expired', 'This reward has expired and can no longer be claimed', { rewardId, expiresAt: row.expiresAt });
    const sumBalance = await payOut(trx, memberId, row, now);
    return { reward: toReward(await findReward(trx, memberId, rewardId, now)), sumBalance };
  });
}

/** Claims every claimable reward at once; answers how many, their total and the new balance. */
export function claimAllRewards(store: Store, memberId: number, now = Date.now()): Promise<{ count: number; total: number; sumBalance: number }> {
  return store.transaction(async (trx) => {
    const rows = (await rewardsAt(trx, memberId, now).where(statusAt(now), '=', 'CLAIMABLE').execute()).map(asRow);
    if (rows.length === 0) fail(409, 'reward.noneClaimable', 'There is no reward to claim');
    let sumBalance = 0;
    for (const row of rows) sumBalance = await payOut(trx, memberId, row, now);
    return { count: rows.length, total: units(rows.reduce((sum, r) => sum + r.amountCents, 0)), sumBalance };
  });
}

/**
 * Marks the reward received and credits it. The mark is conditional (only a CLAIMABLE reward), so
 * a reward two claims reach at once is paid by one; the other is 409 reward.claimed.
 */
async function payOut(db: StoreDb, memberId: number, row: RewardRow, now: number): Promise<number> {
  const marked = await db.updateTable('member_rewards').set({ status: 'RECEIVED', received_at: now }).where('id', '=', row.id).where('status', '=', 'CLAIMABLE').executeTakeFirst();
  if (Number(marked.numUpdatedRows) === 0) fail(409, 'reward.claimed', 'This reward has already been claimed', { rewardId: row.id });
  if (row.promotionId !== null) {
    await db
      .updateTable('promotion_signups')
      .set({ status: 'CLAIMED', updated_at: now })
      .where('member_id', '=', memberId)
      .where('announcement_id', '=', row.promotionId)
      .where('status', '=', 'ISSUED')
      .execute();
  }
  await creditBonus(db, memberId, row.amountCents, { source: 'reward', rewardId: row.id, rewardSource: row.source }, now);
  return walletBalance(db, memberId);
}
