import { z } from 'zod/mini';
import { defineCall } from '../call';
import { required } from '../fields';

export const affiliateCheck = defineCall({
  method: 'GET',
  path: '/wps/affiliate/check',
  summary: 'Whether an invitation (affiliate) code exists: { success }.',
  input: z.object({
    affiliateCode: required(32),
    domain: z.optional(z.string().check(z.maxLength(253))),
    module: z.optional(z.literal('AFFMAN3')),
  }),
  answer: z.object({ success: z.boolean() }),
});

/** Real members only (module AFFMAN3); the code is created on first use. */
export const affiliateLink = defineCall({
  method: 'GET',
  path: '/wps/affiliate/link',
  auth: 'session',
  summary: "The member's invitation code and the register address that carries it.",
  input: z.object({}),
  answer: z.object({ code: z.string(), url: z.string() }),
});
