import { z } from 'zod/mini';
import { defineCall } from '../call';
import { required } from '../fields';

export const checkUsername = defineCall({
  method: 'GET',
  path: '/wps/check/username',
  summary: 'Whether a username is still free (case-insensitive): { username, available }.',
  input: z.object({ username: required(32) }),
  answer: z.object({ username: z.string(), available: z.boolean() }),
});
