import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { username } from '../../params';
import { subordinateSchema } from './subordinates';

export const downlineSchema = z.extend(subordinateSchema, {
  clubLabel: z.string(),
  lastLoginAt: z.nullable(z.number()),
  online: z.boolean(),
  directCount: z.number().check(z.int()),
  rebates: z.record(z.string(), z.number()),
});
export type Downline = z.infer<typeof downlineSchema>;

/** GET /wps/agent/downline/:username: one member below the agent, in detail. */
export function getDownline(username: string, callOptions?: CallOptions): Promise<Downline> {
  return call(downlineSchema, (signal) => api().options({ signal }).get(`/wps/agent/downline/${encodeURIComponent(username)}`).json(), callOptions);
}

export const agentDownlineEndpoint = defineEndpoint({
  name: 'agent.downline',
  description: "One member anywhere below the agent, in detail (level, last login, online, rebates); 404 outside the agent's tree.",
  params: z.strictObject({ username }),
  session: true,
  run: (p, env) => getDownline(p.username, { signal: env.signal }),
});
