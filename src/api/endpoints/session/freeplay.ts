import { z } from 'zod';
import { api, call } from '../../client';

/** Trial (free-play) account answer; customerType is 4. */
export const trialSessionSchema = z.object({ token: z.string().min(1), userName: z.string(), customerType: z.number().int() });
export type TrialSession = z.infer<typeof trialSessionSchema>;

/** POST /wps/session/login/freeplay (module FREEPLAY3): starts a trial session. */
export function startFreePlay(): Promise<TrialSession> {
  return call(trialSessionSchema, (signal) => api().options({ signal }).post(undefined, '/wps/session/login/freeplay').json());
}
