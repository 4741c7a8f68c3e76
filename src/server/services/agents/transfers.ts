import { atomically, type Db } from '../../db/open';
import { transferTarget, transferToDownlines, walletBalance } from '../wallet';

type Agent = { id: number; username: string };

/** Moves money from the agent to one direct member (never a disabled one); answers the agent's balance in cents. */
export function transferToDownline(db: Db, agent: Agent, username: string, cents: number): number {
  return atomically(db, () => transferToDownlines(db, agent, [{ ...transferTarget(db, agent.id, username), cents }], false));
}

/**
 * Moves money from the agent to several direct members in one transaction: all transfers happen or
 * none does (an unknown or disabled member, or a total above the agent's balance, refuses the whole
 * batch; the field of a refused name is `transfers.<i>.username`). Answers the agent's balance, the
 * total and each member's balance after it, in currency units.
 */
export function transferBatch(db: Db, agent: Agent, transfers: { username: string; amount: number }[]) {
  return atomically(db, () => {
    const targets = transfers.map((t, i) => ({ ...transferTarget(db, agent.id, t.username, `transfers.${i}.username`), cents: Math.round(t.amount * 100) }));
    const agentCents = transferToDownlines(db, agent, targets, true);
    return {
      sumBalance: agentCents / 100,
      total: targets.reduce((sum, t) => sum + t.cents, 0) / 100,
      transfers: targets.map((t) => ({ username: t.username, amount: t.cents / 100, balance: walletBalance(db, t.id) })),
    };
  });
}
