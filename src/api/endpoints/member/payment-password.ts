import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { password, text } from '../../params';

export const hasPasswordSchema = z.object({ hasPassword: z.boolean() });
export type HasPassword = z.infer<typeof hasPasswordSchema>;

/** GET /wps/member/hasWithdrawalPassword. */
export function hasWithdrawalPassword(callOptions?: CallOptions): Promise<HasPassword> {
  return call(hasPasswordSchema, (signal) => api().options({ signal }).get('/wps/member/hasWithdrawalPassword').json(), callOptions);
}

/** PUT /wps/member/paymentPassword: first set, or change with oldPaymentPassword (6 digits). */
export function setPaymentPassword(body: { oldPaymentPassword?: string; paymentPassword: string; confirmPaymentPassword: string }, callOptions?: CallOptions): Promise<HasPassword> {
  return call(hasPasswordSchema, (signal) => api().options({ signal }).put(body, '/wps/member/paymentPassword').json(), callOptions);
}

/** POST /wps/member/paymentPassword/reset: forgotten payment password, proven by the login password. */
export function resetPaymentPassword(body: { password: string; paymentPassword: string; confirmPaymentPassword: string }, callOptions?: CallOptions): Promise<HasPassword> {
  return call(hasPasswordSchema, (signal) => api().options({ signal }).post(body, '/wps/member/paymentPassword/reset').json(), callOptions);
}

export const hasPaymentPasswordEndpoint = defineEndpoint({
  name: 'member.hasPaymentPassword',
  description: 'Whether the member has set a payment (withdrawal) password: { hasPassword }.',
  params: z.strictObject({}),
  session: true,
  run: (_params, env) => hasWithdrawalPassword({ signal: env.signal }),
});

export const paymentPasswordSetEndpoint = defineEndpoint({
  name: 'member.paymentPasswordSet',
  description: 'Sets the 6-digit payment password, or changes it with the old one; locked 15 minutes after 5 wrong tries.',
  params: z.strictObject({ oldPaymentPassword: z.optional(text(32)), paymentPassword: text(32), confirmPaymentPassword: text(32) }),
  session: true,
  run: (p, env) => setPaymentPassword(p, { signal: env.signal }),
});

export const paymentPasswordResetEndpoint = defineEndpoint({
  name: 'member.paymentPasswordReset',
  description: 'Replaces a forgotten payment password, proven by the login password.',
  params: z.strictObject({ password, paymentPassword: text(32), confirmPaymentPassword: text(32) }),
  session: true,
  run: (p, env) => resetPaymentPassword(p, { signal: env.signal }),
});
