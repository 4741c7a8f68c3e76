import { z } from 'zod/mini';
import { defineCall } from '../../call';
import { pathId } from '../../fields';
import { whole } from './fields';

const settled = (status: 'DONE' | 'REJECTED') =>
  z.object({
    id: whole,
    /** The deposit's reference as the member sees it. */
    reference: z.string(),
    status: z.literal(status),
    /** The member's balance after it, in currency units. */
    balance: z.number(),
  });

/**
 * Operator (publisher): the payment side's answer for a bank transfer or e-wallet payment seen to
 * arrive. Credits the amount and the promotion's bonus once. 404 deposit.notFound; 409
 * deposit.settled when it is no longer pending.
 */
export const opsDepositConfirm = defineCall({
  method: 'POST',
  path: '/ops/deposits/:id/confirm',
  auth: 'ops',
  summary: 'Confirms a pending deposit as paid (DONE) and credits it.',
  input: z.object({ id: pathId }),
  answer: settled('DONE'),
});

/** Operator (publisher): a payment that never arrived. 404 deposit.notFound; 409 deposit.settled. */
export const opsDepositReject = defineCall({
  method: 'POST',
  path: '/ops/deposits/:id/reject',
  auth: 'ops',
  summary: 'Closes a pending deposit as REJECTED (nothing is credited).',
  input: z.object({ id: pathId }),
  answer: settled('REJECTED'),
});
