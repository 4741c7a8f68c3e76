import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';

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
