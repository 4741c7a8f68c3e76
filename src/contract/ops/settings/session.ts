import { z } from 'zod/mini';
import { defineCall } from '../../call';
import { operatorRole } from './fields';

/** Who is signed in, and the CSRF token every changing call of the session echoes in X-CSRF-Token. */
const session = z.object({ name: z.string(), role: operatorRole, csrf: z.string() });

/**
 * Anyone (rate limited). { username, password } is an operator account, { token } the ops token (a
 * publisher); 401 ops.signInFailed for either when wrong. The session is an HttpOnly,
 * SameSite=Strict cookie for /ops; the CSRF token is kept by the studio in memory only.
 */
export const opsSignIn = defineCall({
  method: 'POST',
  path: '/ops/session',
  summary: "Opens a studio session (the cookie) and answers who signed in with the session's CSRF token.",
  input: z.union([
    z.strictObject({ username: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)), password: z.string().check(z.minLength(1), z.maxLength(200)) }),
    z.strictObject({ token: z.string().check(z.minLength(1), z.maxLength(500)) }),
  ]),
  answer: session,
});

/** Operator (editor). Called with the ops token itself there is no session, and no CSRF token (null). */
export const opsSession = defineCall({
  method: 'GET',
  path: '/ops/session',
  auth: 'ops',
  summary: 'Who is signed in, with the CSRF token again (after a reload).',
  input: z.object({}),
  answer: z.extend(session, { csrf: z.nullable(z.string()) }),
});

/** Anyone: without a session it only clears the cookie. */
export const opsSignOut = defineCall({
  method: 'DELETE',
  path: '/ops/session',
  summary: 'Signs out: ends the studio session and clears its cookie.',
  input: z.object({}),
  answer: z.object({ signedOut: z.literal(true) }),
});
