import { z } from 'zod/mini';
import { points } from '../../../contract/benefits/points';
import type { CallAnswer } from '../../../contract/call';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { request } from '../../request';

export type Points = CallAnswer<typeof points>;

/** The member's points and how the merchant awards them. */
export function getPoints(callOptions?: CallOptions): Promise<Points> {
  return request(points, {}, callOptions);
}

export const mallPointsEndpoint = defineEndpoint({
  name: 'mall.points',
  description: "The member's points balance, earned and spent in all, and the merchant's rules (points per valid bet or deposit).",
  call: points,
  params: z.strictObject({}),
  run: (_params, env) => getPoints({ signal: env.signal }),
});
