import type { StoreDb } from '../../data/store';

/** One round the member won envelopes in: when it ran, how many they opened, their total and the last one's time. */
export interface GrabRound {
  roundId: number;
  startsAt: number;
  endsAt: number;
  count: number;
  cents: number;
  lastAt: number;
}

/** The member's envelopes over all rounds: rounds played, envelopes opened, total won. */
export interface GrabTotals {
  rounds: number;
  envelopes: number;
  cents: number;
}

/** The member's envelopes in one round: how many and their total in cents. */
export async function memberGrabsInRound(db: StoreDb, roundId: number, memberId: number): Promise<{ n: number; cents: number }> {
  const row = await db
    .selectFrom('red_rain_grabs')
    .where('round_id', '=', roundId)
    .where('member_id', '=', memberId)
    .select((eb) => [eb.fn.countAll().as('n'), eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('cents')])
    .executeTakeFirstOrThrow();
  return { n: Number(row.n), cents: Number(row.cents) };
}

/** One page of the rounds the member won envelopes in, newest round first. */
export async function memberGrabRounds(db: StoreDb, memberId: number, limit: number, offset: number): Promise<GrabRound[]> {
  const rows = await db
    .selectFrom('red_rain_grabs as g')
    .innerJoin('red_rain_rounds as r', 'r.id', 'g.round_id')
    .where('g.member_id', '=', memberId)
    .groupBy(['r.id', 'r.starts_at', 'r.ends_at'])
    .select((eb) => ['r.id as roundId', 'r.starts_at as startsAt', 'r.ends_at as endsAt', eb.fn.count('g.id').as('count'), eb.fn.sum<number>('g.amount_cents').as('cents'), eb.fn.max('g.created_at').as('lastAt')])
    .orderBy('r.starts_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((r) => ({ ...r, count: Number(r.count), cents: Number(r.cents), lastAt: Number(r.lastAt) }));
}

/** The totals of every round the member played (the history's count and sums). */
export async function memberGrabTotals(db: StoreDb, memberId: number): Promise<GrabTotals> {
  const row = await db
    .selectFrom('red_rain_grabs')
    .where('member_id', '=', memberId)
    .select((eb) => [eb.fn.count('round_id').distinct().as('rounds'), eb.fn.countAll().as('envelopes'), eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('cents')])
    .executeTakeFirstOrThrow();
  return { rounds: Number(row.rounds), envelopes: Number(row.envelopes), cents: Number(row.cents) };
}
