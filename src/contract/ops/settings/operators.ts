import { z } from 'zod/mini';
import { defineCall } from '../../call';
import { operatorRole, whole } from './fields';

/** A studio account as the list names it. */
const operatorInfo = z.object({ name: z.string(), role: operatorRole, createdAt: whole });

/** Operator (publisher). */
export const opsOperators = defineCall({
  method: 'GET',
  path: '/ops/operators',
  auth: 'ops',
  summary: 'Lists the studio accounts, by username.',
  input: z.object({}),
  answer: z.object({ list: z.array(operatorInfo) }),
});

/** Operator (publisher); recorded in the audit log. 409 ops.operatorExists for a username that is taken. */
export const opsOperatorCreate = defineCall({
  method: 'POST',
  path: '/ops/operators',
  auth: 'ops',
  summary: 'Opens a studio account (editor or publisher); answers its name and role.',
  input: z.strictObject({
    username: z.string().check(z.trim(), z.regex(/^[a-z][a-z0-9_.-]{2,31}$/, 'usernames are 3 to 32 lower-case letters, digits, _ . -')),
    password: z.string().check(z.minLength(10, 'at least 10 characters'), z.maxLength(200)),
    role: operatorRole,
  }),
  answer: z.object({ name: z.string(), role: operatorRole }),
});
