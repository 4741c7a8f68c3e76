import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { id } from '../../params';

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

export const agentContractsEndpoint = defineEndpoint({
  name: 'agent.contracts',
  description: "The member's salary, dividend and hourly-salary contracts (optionally one kind), newest first.",
  params: z.strictObject({ kind: z.optional(contractKindSchema) }),
  session: true,
  run: (p, env) => getContracts(p.kind, { signal: env.signal }),
});

export const agentContractAnswerEndpoint = defineEndpoint({
  name: 'agent.contractAnswer',
  description: 'Accepts or rejects a pending contract; answers the updated contract (409 contract.answered once answered).',
  params: z.strictObject({ id, accept: z.boolean() }),
  session: true,
  run: (p, env) => answerContract(p.id, p.accept, { signal: env.signal }),
});
