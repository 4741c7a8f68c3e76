import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';

const whole = z.number().check(z.int());
export const pointsSchema = z.object({
  balance: whole,
  earnedTotal: whole,
  spentTotal: whole,
  rules: z.array(z.object({ kind: z.string(), points: whole, per: z.number() })),
});
export type Points = z.infer<typeof pointsSchema>;

/** GET /wps/points: the member's points and how the merchant awards them. */
export function getPoints(callOptions?: CallOptions): Promise<Points> {
  return call(pointsSchema, (signal) => api().options({ signal }).get('/wps/points').json(), callOptions);
}

export const mallPointsEndpoint = defineEndpoint({
  name: 'mall.points',
  description: "The member's points balance, earned and spent in all, and the merchant's rules (points per valid bet or deposit).",
  params: z.strictObject({}),
  session: true,
  run: (_params, env) => getPoints({ signal: env.signal }),
});
