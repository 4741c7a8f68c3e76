import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';

export const contractKindSchema = z.enum(['dailySalary', 'dividend', 'hourlySalary']);
export const contractSchema = z.object({
  id: z.number().check(z.int()),
  kind: contractKindSchema,
  /** Operator-defined terms (title, tiers ...), shown as given. */
  terms: z.record(z.string(), z.unknown()),
  status: z.enum(['PENDING', 'ACCEPTED', 'REJECTED']),
  createdAt: z.number(),
  answeredAt: z.nullable(z.number()),
});
export type Contract = z.infer<typeof contractSchema>;

/** GET /wps/agent/contracts?kind=: the member's contracts, newest first. */
export function getContracts(kind?: z.infer<typeof contractKindSchema>, callOptions?: CallOptions): Promise<Contract[]> {
  return call(z.array(contractSchema), (signal) => api().options({ signal }).query(kind ? { kind } : {}).get('/wps/agent/contracts').json(), callOptions);
}

/** POST /wps/agent/contracts/:id/answer: accept or reject a pending contract (409 once answered). */
export function answerContract(id: number, accept: boolean, callOptions?: CallOptions): Promise<Contract> {
  return call(contractSchema, (signal) => api().options({ signal }).post({ accept }, `/wps/agent/contracts/${id}/answer`).json(), callOptions);
}
