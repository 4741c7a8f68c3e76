import { z } from 'zod/mini';
import { defineCall } from '../call';

/** Session. Money is kept in cents and answered in currency units (2 decimals). */
export const wallet = defineCall({
  method: 'GET',
  path: '/wps/wallets/gcs',
  auth: 'session',
  summary: "The member's total balance and its currency.",
  input: z.object({}),
  answer: z.object({ sumBalance: z.number(), currency: z.string() }),
});
