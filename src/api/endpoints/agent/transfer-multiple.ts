import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { money, username } from '../../params';

export const transferMultipleSchema = z.object({
  sumBalance: z.number(),
  total: z.number(),
  transfers: z.array(z.object({ username: z.string(), amount: z.number(), balance: z.number() })),
});
export type TransferMultiple = z.infer<typeof transferMultipleSchema>;

/** POST /wps/agent/transferMultipleDownline: pays several direct members at once, all or nothing. */
export function transferToDownlines(transfers: { username: string; amount: number }[], callOptions?: CallOptions): Promise<TransferMultiple> {
  return call(transferMultipleSchema, (signal) => api().options({ signal }).post({ transfers }, '/wps/agent/transferMultipleDownline').json(), callOptions);
}

export const agentTransferMultipleEndpoint = defineEndpoint({
  name: 'agent.transferMultiple',
  description: "Pays several direct members at once (1-50, each named once), all or nothing; answers the agent's new balance and each transfer.",
  params: z.strictObject({
    transfers: z
      .array(z.strictObject({ username, amount: money }))
      .check(
        z.minLength(1),
        z.maxLength(50),
        z.refine((list) => new Set(list.map((t) => t.username.toLowerCase())).size === list.length, 'names a member twice'),
      ),
  }),
  session: true,
  run: (p, env) => transferToDownlines(p.transfers, { signal: env.signal }),
});
