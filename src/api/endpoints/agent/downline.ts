import { z } from 'zod';
import { api, call } from '../../client';
import { subordinateSchema } from './subordinates';

export const downlineSchema = subordinateSchema.extend({
  clubLabel: z.string(),
  lastLoginAt: z.number().nullable(),
  online: z.boolean(),
  directCount: z.number().int(),
  rebates: z.record(z.string(), z.number()),
});
export type Downline = z.infer<typeof downlineSchema>;

/** GET /wps/agent/downline/:username: one member below the agent, in detail. */
export function getDownline(username: string): Promise<Downline> {
  return call(downlineSchema, (signal) => api().options({ signal }).get(`/wps/agent/downline/${encodeURIComponent(username)}`).json());
}
