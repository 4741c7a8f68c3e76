import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { money, username } from '../../params';

export const downlinesSchema = z.array(z.object({ username: z.string(), nickname: z.string(), type: z.number().check(z.int()), balance: z.number(), createdAt: z.number() }));

/** GET /wps/agent/downlines: the agent's direct members. */
export function getDownlines(callOptions?: CallOptions): Promise<z.infer<typeof downlinesSchema>> {
  return call(downlinesSchema, (signal) => api().options({ signal }).get('/wps/agent/downlines').json(), callOptions);
}

/** POST /wps/agent/transferDownline: moves money to a direct member; answers the agent's balance. */
export function transferToDownline(body: { username: string; amount: number }, callOptions?: CallOptions): Promise<{ sumBalance: number }> {
  return call(z.object({ sumBalance: z.number() }), (signal) => api().options({ signal }).post(body, '/wps/agent/transferDownline').json(), callOptions);
}

export const agentDownlinesEndpoint = defineEndpoint({
  name: 'agent.downlines',
  description: "The agent's direct members with their balances.",
  params: z.strictObject({}),
  session: true,
  run: (_params, env) => getDownlines({ signal: env.signal }),
});

export const agentTransferEndpoint = defineEndpoint({
  name: 'agent.transfer',
  description: "Moves money from the agent to a direct member; answers the agent's new balance { sumBalance }.",
  params: z.strictObject({ username, amount: money }),
  session: true,
  run: (p, env) => transferToDownline(p, { signal: env.signal }),
});
