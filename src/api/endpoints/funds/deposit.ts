import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';

export const depositChannelsSchema = z.array(z.object({ id: z.string(), kind: z.string(), name: z.string(), min: z.number(), max: z.number() }));
export const pendingSchema = z.object({ id: z.number().check(z.int()), status: z.string(), amount: z.number(), createdAt: z.number() });

/** GET /wps/transaction/deposit/channels (member types 0, 1, 2). */
export function getDepositChannels(callOptions?: CallOptions): Promise<z.infer<typeof depositChannelsSchema>> {
  return call(depositChannelsSchema, (signal) => api().options({ signal }).get('/wps/transaction/deposit/channels').json(), callOptions);
}

/** POST /wps/transaction/deposit: records a PENDING deposit within the channel's limits. */
export function requestDeposit(body: { channelId: string; amount: number; promoId?: string }, callOptions?: CallOptions): Promise<z.infer<typeof pendingSchema>> {
  return call(pendingSchema, (signal) => api().options({ signal }).post(body, '/wps/transaction/deposit').json(), callOptions);
}
