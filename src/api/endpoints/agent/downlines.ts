import { z } from 'zod/mini';
import { agentDownlines, agentTransfer } from '../../../contract/agent/downlines';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { request } from '../../request';
import { money, username } from '../../params';

/** The agent's direct members. */
export function getDownlines(callOptions?: CallOptions): Promise<z.infer<typeof agentDownlines.answer>> {
  return request(agentDownlines, {}, callOptions);
}

/** Moves money to a direct member; answers the agent's balance. */
export function transferToDownline(body: { username: string; amount: number }, callOptions?: CallOptions): Promise<{ sumBalance: number }> {
  return request(agentTransfer, body, callOptions);
}

export const agentDownlinesEndpoint = defineEndpoint({
  name: 'agent.downlines',
  description: "The agent's direct members with their balances.",
  call: agentDownlines,
  params: z.strictObject({}),
  run: (_params, env) => getDownlines({ signal: env.signal }),
});

export const agentTransferEndpoint = defineEndpoint({
  name: 'agent.transfer',
  description: "Moves money from the agent to a direct member; answers the agent's new balance { sumBalance }.",
  call: agentTransfer,
  params: z.strictObject({ username, amount: money }),
  run: (p, env) => transferToDownline(p, { signal: env.signal }),
});
