import { z } from 'zod/mini';
import { agentDownline } from '../../../contract/agent/downline';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { request } from '../../request';
import { username } from '../../params';

export type Downline = z.infer<typeof agentDownline.answer>;

/** One member below the agent, in detail. */
export function getDownline(username: string, callOptions?: CallOptions): Promise<Downline> {
  return request(agentDownline, { username }, callOptions);
}

export const agentDownlineEndpoint = defineEndpoint({
  name: 'agent.downline',
  description: "One member anywhere below the agent, in detail (level, last login, online, rebates); 404 outside the agent's tree.",
  call: agentDownline,
  params: z.strictObject({ username }),
  run: (p, env) => getDownline(p.username, { signal: env.signal }),
});
