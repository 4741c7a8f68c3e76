import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { trialSessionSchema, type TrialSession } from '../session/freeplay';

/** GET /wps/member/trialuser: the current trial identity, or a new trial account. */
export function getTrialUser(callOptions?: CallOptions): Promise<TrialSession> {
  return call(trialSessionSchema, (signal) => api().options({ signal }).get('/wps/member/trialuser').json(), callOptions);
}

export const trialUserEndpoint = defineEndpoint({
  name: 'member.trialUser',
  description: 'The current trial identity, or a new trial account (type 4, play money): answers a trial session.',
  params: z.strictObject({}),
  effect: 'signIn',
  run: (_params, env) => getTrialUser({ signal: env.signal }),
});
