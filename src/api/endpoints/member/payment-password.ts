import { z } from 'zod/mini';
import type { input } from 'zod/v4/core';
import { hasWithdrawalPassword as hasWithdrawalPasswordCall, paymentPasswordReset, paymentPasswordSet } from '../../../contract/member/payment-password';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { request } from '../../request';
import { password, text } from '../../params';

export type HasPassword = z.infer<typeof hasWithdrawalPasswordCall.answer>;

/** Whether a payment (withdrawal) password is set. */
export function hasWithdrawalPassword(callOptions?: CallOptions): Promise<HasPassword> {
  return request(hasWithdrawalPasswordCall, {}, callOptions);
}

/** First set, or change with oldPaymentPassword (6 digits). */
export function setPaymentPassword(body: input<typeof paymentPasswordSet.input>, callOptions?: CallOptions): Promise<HasPassword> {
  return request(paymentPasswordSet, body, callOptions);
}

/** Forgotten payment password, proven by the login password. */
export function resetPaymentPassword(body: input<typeof paymentPasswordReset.input>, callOptions?: CallOptions): Promise<HasPassword> {
  return request(paymentPasswordReset, body, callOptions);
}

export const hasPaymentPasswordEndpoint = defineEndpoint({
  name: 'member.hasPaymentPassword',
  description: 'Whether the member has set a payment (withdrawal) password: { hasPassword }.',
  call: hasWithdrawalPasswordCall,
  params: z.strictObject({}),
  run: (_params, env) => hasWithdrawalPassword({ signal: env.signal }),
});

export const paymentPasswordSetEndpoint = defineEndpoint({
  name: 'member.paymentPasswordSet',
  description: 'Sets the 6-digit payment password, or changes it with the old one; locked 15 minutes after 5 wrong tries.',
  call: paymentPasswordSet,
  params: z.strictObject({ oldPaymentPassword: z.optional(text(32)), paymentPassword: text(32), confirmPaymentPassword: text(32) }),
  run: (p, env) => setPaymentPassword(p, { signal: env.signal }),
});

export const paymentPasswordResetEndpoint = defineEndpoint({
  name: 'member.paymentPasswordReset',
  description: 'Replaces a forgotten payment password, proven by the login password.',
  call: paymentPasswordReset,
  params: z.strictObject({ password, paymentPassword: text(32), confirmPaymentPassword: text(32) }),
  run: (p, env) => resetPaymentPassword(p, { signal: env.signal }),
});
