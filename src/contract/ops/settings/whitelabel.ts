import { z } from 'zod/mini';
import { defineCall } from '../../call';
import { switchesAnswer } from './fields';

/** Operator (editor). */
export const opsWhitelabel = defineCall({
  method: 'GET',
  path: '/ops/whitelabel',
  auth: 'ops',
  summary: "The demo merchant's white-label switch map.",
  input: z.object({}),
  answer: switchesAnswer,
});

/** Operator (publisher); recorded in the audit log. */
export const opsWhitelabelChange = defineCall({
  method: 'PATCH',
  path: '/ops/whitelabel',
  auth: 'ops',
  summary: 'Sets the given switches (the others unchanged); answers the full map.',
  input: z
    .record(z.string().check(z.regex(/^[A-Z][A-Z0-9_]{1,39}$/, 'switch codes are upper-case letters and digits')), z.boolean())
    .check(z.refine((m) => Object.keys(m).length > 0, 'at least one switch is required')),
  answer: switchesAnswer,
});
