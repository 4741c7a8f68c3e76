import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';

/** Trial (free-play) account answer; customerType is 4. */
export const trialSessionSchema = z.object({ token: z.string().check(z.minLength(1)), userName: z.string(), customerType: z.number().check(z.int()) });
export type TrialSession = z.infer<typeof trialSessionSchema>;

/** POST /wps/session/login/freeplay (module FREEPLAY3): starts a trial session. */
export function startFreePlay(callOptions?: CallOptions): Promise<TrialSession> {
  return call(trialSessionSchema, (signal) => api().options({ signal }).post(undefined, '/wps/session/login/freeplay').json(), callOptions);
}

export const freePlayEndpoint = defineEndpoint({
  name: 'session.freePlay',
  description: 'Starts a trial (free-play) account with play money (FREEPLAY3): answers a trial session.',
  params: z.strictObject({}),
  effect: 'signIn',
  run: (_params, env) => startFreePlay({ signal: env.signal }),
});
