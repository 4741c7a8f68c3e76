import { z } from 'zod/mini';
import { defineCall } from '../call';
import { pathId } from '../fields';

export const CONTRACT_KINDS = ['dailySalary', 'dividend', 'hourlySalary'] as const;

export const contractAnswer = z.object({
  id: z.number().check(z.int()),
  kind: z.enum(CONTRACT_KINDS),
  /** Operator-defined terms (title, tiers ...), shown as given: free-form, the operator decides what a contract states. */
  terms: z.record(z.string(), z.unknown()),
  status: z.enum(['PENDING', 'ACCEPTED', 'REJECTED']),
  createdAt: z.number(),
  answeredAt: z.nullable(z.number()),
});

/** Session: the pages getSalaryContract, getDevidendContract and getHourContract. */
export const agentContracts = defineCall({
  method: 'GET',
  path: '/wps/agent/contracts',
  auth: 'session',
  summary: "The member's salary, dividend and hourly-salary contracts (optionally one kind), newest first.",
  input: z.object({ kind: z.optional(z.enum(CONTRACT_KINDS)) }),
  answer: z.array(contractAnswer),
});

/** Session; 404 contract.notFound for anyone else's, 409 contract.answered once answered. */
export const agentContractAnswer = defineCall({
  method: 'POST',
  path: '/wps/agent/contracts/:id/answer',
  auth: 'session',
  summary: 'Accepts or rejects a pending contract (which clears its home-page prompt); answers the contract as it is now.',
  input: z.object({ id: pathId, accept: z.boolean() }),
  answer: contractAnswer,
});
