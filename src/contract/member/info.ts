import { z } from 'zod/mini';
import { defineCall } from '../call';

export const memberInfoAnswer = z.object({
  id: z.number().check(z.int()),
  nickname: z.string(),
  account: z.string(),
  userName: z.string(),
  type: z.number().check(z.int()),
  email: z.string(),
  payeeName: z.string(),
  /** Masked but for its last 4 digits. */
  mobileNum: z.string(),
  countryDialingCode: z.string(),
  headIcon: z.string(),
  hasPaymentPassword: z.boolean(),
  clubLabel: z.object({ labelName: z.string() }),
});

export const memberInfo = defineCall({
  method: 'GET',
  path: '/wps/member/info',
  auth: 'session',
  summary: 'The signed-in member: names (display name = nickname, else account), type, masked mobile, avatar, club label.',
  input: z.object({}),
  answer: memberInfoAnswer,
});
