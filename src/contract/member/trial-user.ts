import { z } from 'zod/mini';
import { defineCall } from '../call';
import { trialSession } from '../session/session';

/** Needs FREEPLAY3 and a trial merchant to open a new trial account (403 freeplay.disabled). */
export const trialUser = defineCall({
  method: 'GET',
  path: '/wps/member/trialuser',
  summary: "The caller's trial identity when the session already is a trial one, otherwise a new trial account (customerType 4, play money).",
  input: z.object({}),
  answer: trialSession,
});
