import { z } from 'zod/mini';
import { defineCall } from '../../call';
import { balanceAmount } from '../../fields';
import { whole } from './fields';

/** The member the call names in its path. */
const username = z.string().check(z.minLength(1), z.maxLength(32));

/** `?merchant=CODE`: only that merchant's member (the storefront or its trial merchant, else 404 merchant.notFound). */
const memberMerchant = z.optional(z.string().check(z.regex(/^[A-Z0-9_]{2,40}$/, 'must be a merchant code')));

const memberType = z.number().check(z.int(), z.gte(0), z.lte(99));

/**
 * Operator (publisher). 201. Trial accounts (type 4) are created under the trial merchant code,
 * like those made by free play (400 trial.unavailable when there is none); 409 username.taken.
 */
export const opsMemberCreate = defineCall({
  method: 'POST',
  path: '/ops/members',
  auth: 'ops',
  summary: 'Creates a member of the demo merchant (or of its trial merchant for type 4).',
  input: z.object({
    username: z.string().check(z.trim(), z.regex(/^[A-Za-z0-9_]{3,32}$/, 'must be 3-32 letters, digits or _')),
    password: z.string().check(z.minLength(6, 'must be at least 6 characters'), z.maxLength(64)),
    type: memberType,
    nickname: z.optional(z.string().check(z.trim(), z.maxLength(64))),
  }),
  answer: z.object({ id: whole, username: z.string(), type: whole, nickname: z.string(), merchantCode: z.string() }),
});

/**
 * Operator (publisher). Finds the member under the storefront merchant, else its trial merchant
 * (or only under ?merchant=); 404 member.notFound.
 */
export const opsMemberBalance = defineCall({
  method: 'PUT',
  path: '/ops/members/:username/balance',
  auth: 'ops',
  summary: "Sets a member's balance; answers it (currency units).",
  query: ['merchant'],
  input: z.object({ username, sumBalance: balanceAmount, merchant: memberMerchant }),
  answer: z.object({ username: z.string(), sumBalance: z.number() }),
});

/**
 * Operator (publisher). Absent keys stay as they are; disabling ends the member's sessions. Finds
 * the member as the balance call does.
 */
export const opsMemberChange = defineCall({
  method: 'PATCH',
  path: '/ops/members/:username',
  auth: 'ops',
  summary: "Changes a member's disabled flag, type, nickname or club label; answers the member's settings.",
  query: ['merchant'],
  input: z
    .strictObject({
      username,
      disabled: z.optional(z.boolean()),
      type: z.optional(memberType),
      nickname: z.optional(z.string().check(z.trim(), z.maxLength(64))),
      clubLabel: z.optional(z.string().check(z.trim(), z.maxLength(32))),
      merchant: memberMerchant,
    })
    .check(z.refine((b) => Object.keys(b).some((key) => key !== 'username' && key !== 'merchant'), 'at least one change is required')),
  answer: z.object({ username: z.string(), type: whole, nickname: z.string(), clubLabel: z.string(), disabled: z.boolean() }),
});
