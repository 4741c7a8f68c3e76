import { z } from 'zod/mini';
import { systemStatus } from '../../../contract/system/status';
import { call, type CallOptions } from '../../client';
import { earlyBody, takeEarly } from '../../early';
import { defineEndpoint } from '../../endpoint';
import { request } from '../../request';

/** App (0), maintenance page (1) or region-restricted page (2) (the contract's answer, by the name tests and callers know). */
export const systemStatusSchema = systemStatus.answer;
export type SystemStatus = z.infer<typeof systemStatusSchema>;

/** The early answer index.html's first script asked for, when there is one, else the call made now. */
export function getSystemStatus(callOptions?: CallOptions): Promise<SystemStatus> {
  const early = takeEarly(systemStatus.path);
  return early ? call(systemStatus.answer, (signal) => earlyBody(early, signal), callOptions) : request(systemStatus, {}, callOptions);
}

export const systemStatusEndpoint = defineEndpoint({
  name: 'system.status',
  description: 'App (0), maintenance (1) or region-restricted (2) status with the contact facts; keeps the status in step.',
  call: systemStatus,
  params: z.strictObject({}),
  effect: 'status',
  run: (_params, env) => getSystemStatus({ signal: env.signal }),
});
