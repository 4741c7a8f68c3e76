import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';

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
