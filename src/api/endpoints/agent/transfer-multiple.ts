import { z } from 'zod/mini';
import { agentTransferMultiple } from '../../../contract/agent/transfer-multiple';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { request } from '../../request';
import { money, username } from '../../params';

export type TransferMultiple = z.infer<typeof agentTransferMultiple.answer>;

/** Pays several direct members at once, all or nothing. */
export function transferToDownlines(transfers: { username: string; amount: number }[], callOptions?: CallOptions): Promise<TransferMultiple> {
  return request(agentTransferMultiple, { transfers }, callOptions);
}

export const agentTransferMultipleEndpoint = defineEndpoint({
  name: 'agent.transferMultiple',
  description: "Pays several direct members at once (1-50, each named once), all or nothing; answers the agent's new balance and each transfer.",
  call: agentTransferMultiple,
  params: z.strictObject({
    transfers: z
      .array(z.strictObject({ username, amount: money }))
      .check(
        z.minLength(1),
        z.maxLength(50),
        z.refine((list) => new Set(list.map((t) => t.username.toLowerCase())).size === list.length, 'names a member twice'),
      ),
  }),
  run: (p, env) => transferToDownlines(p.transfers, { signal: env.signal }),
});
