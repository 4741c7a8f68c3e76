import { api, call, type CallOptions } from '../../client';
import { trialSessionSchema, type TrialSession } from '../session/freeplay';

/** GET /wps/member/trialuser: the current trial identity, or a new trial account. */
export function getTrialUser(callOptions?: CallOptions): Promise<TrialSession> {
  return call(trialSessionSchema, (signal) => api().options({ signal }).get('/wps/member/trialuser').json(), callOptions);
}
