import type { Store } from '../../data/store';
import { transferTarget, transferToDownlines, walletBalance } from '../wallet';

type Agent = { id: number; username: string };

/** Moves money from the agent to one direct member (never a disabled one); answers the agent's balance in cents. */
export function transferToDownline(store: Store, agent: Agent, username: string, cents: number): Promise<number> {
  return store.transaction(async (trx) => transferToDownlines(trx, agent, [{ ...(await transferTarget(trx, agent.id, username)), cents }], false));
}

/**
 * Moves money from the agent to several direct members in one transaction: all transfers happen or
 * none does (an unknown or disabled member, or a total above the agent's balance, refuses the whole
 * batch; the field of a refused name is `transfers.<i>.username`). Answers the agent's balance, the
 * total and each member's balance after it, in currency units.
 */
export function transferBatch(store: Store, agent: Agent, transfers: { username: string; amount: number }[]) {
  return store.transaction(async (trx) => {
    const targets = [];
    for (const [i, t] of transfers.entries()) {
      targets.push({ ...(await transferTarget(trx, agent.id, t.username, `transfers.${i}.username`)), cents: Math.round(t.amount * 100) });
    }
    const agentCents = await transferToDownlines(trx, agent, targets, true);
    const balances = [];
    for (const t of targets) balances.push({ username: t.username, amount: t.cents / 100, balance: await walletBalance(trx, t.id) });
    return { sumBalance: agentCents / 100, total: targets.reduce((sum, t) => sum + t.cents, 0) / 100, transfers: balances };
  });
}
