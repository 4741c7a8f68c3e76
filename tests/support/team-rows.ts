import type { Store } from '../../src/server/data/store';

/**
 * A small agent team for store tests: agent → d1 → g1 (level 2), agent → d2, and a member of
 * another agent. Answers their ids.
 */
export async function seedTeam(store: Store) {
  await store.db.insertInto('merchants').values({ code: 'DEMO', name: 'Demo', template_id: 'T1' }).execute();
  const member = async (username: string, parent_id: number | null, type = 0) =>
    (await store.db.insertInto('members').values({ merchant_code: 'DEMO', username, password_hash: 'x', type, parent_id, balance_cents: 12345, created_at: 1000 }).returning('id').executeTakeFirstOrThrow()).id;
  const agent = await member('agent', null, 1);
  const d1 = await member('Dora_1', agent, 1);
  const d2 = await member('dan', agent);
  const g1 = await member('gus', d1);
  const other = await member('other', null, 1);
  const stranger = await member('stranger', other);
  return { agent, d1, d2, g1, other, stranger };
}
