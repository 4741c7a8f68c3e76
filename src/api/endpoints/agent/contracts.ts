import { z } from 'zod/mini';
import { agentContractAnswer, agentContracts, CONTRACT_KINDS, type contractAnswer } from '../../../contract/agent/contracts';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { request } from '../../request';
import { id } from '../../params';

export const contractKindSchema = z.enum(CONTRACT_KINDS);
export type Contract = z.infer<typeof contractAnswer>;

/** The member's contracts, newest first. */
export function getContracts(kind?: z.infer<typeof contractKindSchema>, callOptions?: CallOptions): Promise<Contract[]> {
  return request(agentContracts, { kind }, callOptions);
}

/** Accept or reject a pending contract (409 once answered). */
export function answerContract(id: number, accept: boolean, callOptions?: CallOptions): Promise<Contract> {
  return request(agentContractAnswer, { id, accept }, callOptions);
}

export const agentContractsEndpoint = defineEndpoint({
  name: 'agent.contracts',
  description: "The member's salary, dividend and hourly-salary contracts (optionally one kind), newest first.",
  call: agentContracts,
  params: z.strictObject({ kind: z.optional(contractKindSchema) }),
  run: (p, env) => getContracts(p.kind, { signal: env.signal }),
});

export const agentContractAnswerEndpoint = defineEndpoint({
  name: 'agent.contractAnswer',
  description: 'Accepts or rejects a pending contract; answers the updated contract (409 contract.answered once answered).',
  call: agentContractAnswer,
  params: z.strictObject({ id, accept: z.boolean() }),
  run: (p, env) => answerContract(p.id, p.accept, { signal: env.signal }),
});
