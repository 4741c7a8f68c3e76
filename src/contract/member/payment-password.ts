import { z } from 'zod/mini';
import { defineCall } from '../call';
import { passwordText, sixDigits } from './fields';

const hasPasswordAnswer = z.object({ hasPassword: z.boolean() });

export const hasWithdrawalPassword = defineCall({
  method: 'GET',
  path: '/wps/member/hasWithdrawalPassword',
  auth: 'session',
  summary: 'Whether the member has set a payment (withdrawal) password.',
  input: z.object({}),
  answer: hasPasswordAnswer,
});

/** Real members only; locked 15 minutes after 5 wrong old passwords. */
export const paymentPasswordSet = defineCall({
  method: 'PUT',
  path: '/wps/member/paymentPassword',
  auth: 'session',
  summary: 'Sets the 6-digit payment password, or changes it with the old one.',
  input: z.object({
    oldPaymentPassword: z.optional(z.string().check(z.maxLength(32))),
    paymentPassword: sixDigits,
    confirmPaymentPassword: z.string().check(z.maxLength(32)),
  }),
  answer: hasPasswordAnswer,
});

/** Real members only. */
export const paymentPasswordReset = defineCall({
  method: 'POST',
  path: '/wps/member/paymentPassword/reset',
  auth: 'session',
  summary: 'Replaces a forgotten payment password, proven by the login password.',
  input: z.object({ password: passwordText, paymentPassword: sixDigits, confirmPaymentPassword: z.string().check(z.maxLength(32)) }),
  answer: hasPasswordAnswer,
});
