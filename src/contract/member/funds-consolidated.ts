import { z } from 'zod/mini';
import { defineCall } from '../call';

/** A contract request flag: 1 while a contract of that kind awaits the member's answer, else 0. */
const flag = z.number().check(z.int());

export const fundsConsolidated = defineCall({
  method: 'GET',
  path: '/wps/member/info/funds/consolidated',
  auth: 'session',
  summary: "The member's balance and the contract request flags that drive the home-page prompts.",
  input: z.object({}),
  answer: z.object({ sumBalance: z.number(), dailysalreqtype: flag, divtypecompperiodreq: flag, contracthoursalreq: flag }),
});
