import { z } from 'zod/mini';
import { agentSubordinates } from '../../../contract/agent/subordinates';
import type { CallOptions } from '../../client';
import { defineEndpoint, PAGED } from '../../endpoint';
import { request } from '../../request';
import { intIn, pageNo, pageSize, text } from '../../params';

export type Subordinates = z.infer<typeof agentSubordinates.answer>;

/** Every member below the agent, paged (level 1 = direct). */
export function getSubordinates(opts: { pageNo?: number; pageSize?: number; username?: string; level?: number } = {}, callOptions?: CallOptions): Promise<Subordinates> {
  // An empty name filters nothing: it is left out, as the other unset filters.
  return request(agentSubordinates, { ...opts, username: opts.username || undefined }, callOptions);
}

export const agentSubordinatesEndpoint = defineEndpoint({
  name: 'agent.subordinates',
  description: 'Every member below the agent (level 1 = direct), by level then username, paged; username filters by substring, level keeps levels up to it.',
  call: agentSubordinates,
  params: z.strictObject({ pageNo, pageSize: pageSize(100), username: z.optional(text(32)), level: z.optional(intIn(1, 20)) }),
  paged: PAGED('list'),
  run: (p, env) => getSubordinates(p, { signal: env.signal }),
});
