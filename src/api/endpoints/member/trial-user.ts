import { z } from 'zod/mini';
import { trialUser } from '../../../contract/member/trial-user';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { request } from '../../request';
import type { TrialSession } from '../session/freeplay';

/** The current trial identity, or a new trial account. */
export function getTrialUser(callOptions?: CallOptions): Promise<TrialSession> {
  return request(trialUser, {}, callOptions);
}

export const trialUserEndpoint = defineEndpoint({
  name: 'member.trialUser',
  description: 'The current trial identity, or a new trial account (type 4, play money): answers a trial session.',
  call: trialUser,
  params: z.strictObject({}),
  effect: 'signIn',
  run: (_params, env) => getTrialUser({ signal: env.signal }),
});
