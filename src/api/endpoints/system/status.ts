import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { earlyOr } from '../../early';
import { defineEndpoint } from '../../endpoint';

/** GET /wps/system/status: decides app (0), maintenance page (1) or region-restricted page (2). */
export const systemStatusSchema = z.object({
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
  location: z.object({ ip: z.string() }),
  info: z.record(z.string(), z.unknown()),
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;

export function getSystemStatus(callOptions?: CallOptions): Promise<SystemStatus> {
  return call(systemStatusSchema, (signal) => earlyOr('/wps/system/status', signal, () => api().options({ signal }).get('/wps/system/status').json()), callOptions);
}

export const systemStatusEndpoint = defineEndpoint({
  name: 'system.status',
  description: 'App (0), maintenance (1) or region-restricted (2) status with the contact facts; keeps the status in step.',
  params: z.strictObject({}),
  effect: 'status',
  run: (_params, env) => getSystemStatus({ signal: env.signal }),
});
