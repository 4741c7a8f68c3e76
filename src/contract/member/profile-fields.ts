import { z } from 'zod/mini';
import { defineCall } from '../call';
import { required } from '../fields';

/** Real members only; each value is checked against the merchant's rule for its field (400 validation.failed). */
export const nicknameSet = defineCall({
  method: 'PUT',
  path: '/wps/member/info/nickname',
  auth: 'session',
  summary: "Updates the member's nickname.",
  input: z.object({ nickname: required(128) }),
  answer: z.object({ nickname: z.string() }),
});

export const emailSet = defineCall({
  method: 'PUT',
  path: '/wps/member/info/email',
  auth: 'session',
  summary: "Updates the member's e-mail address.",
  input: z.object({ email: required(128) }),
  answer: z.object({ email: z.string() }),
});

/** The payee name must match the bank account holder: once set, only customer service changes it (409 payeeName.locked). */
export const payeeNameSet = defineCall({
  method: 'PUT',
  path: '/wps/member/info/payeename',
  auth: 'session',
  summary: "Sets the member's payee name, once.",
  input: z.object({ payeeName: required(128) }),
  answer: z.object({ payeeName: z.string() }),
});
