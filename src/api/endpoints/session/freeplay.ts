import { z } from 'zod/mini';
import { freePlay, type trialSession } from '../../../contract/session/session';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { request } from '../../request';

/** Trial (free-play) account answer; customerType is 4. */
export type TrialSession = z.infer<typeof trialSession>;

/** Starts a trial session (module FREEPLAY3). */
export function startFreePlay(callOptions?: CallOptions): Promise<TrialSession> {
  return request(freePlay, {}, callOptions);
}

export const freePlayEndpoint = defineEndpoint({
  name: 'session.freePlay',
  description: 'Starts a trial (free-play) account with play money (FREEPLAY3): answers a trial session.',
  call: freePlay,
  params: z.strictObject({}),
  effect: 'signIn',
  run: (_params, env) => startFreePlay({ signal: env.signal }),
});
