import { z } from 'zod/mini';
import { pointMovements } from '../../../contract/benefits/points';
import type { CallAnswer } from '../../../contract/call';
import type { CallOptions } from '../../client';
import { defineEndpoint, PAGED } from '../../endpoint';
import { pageNo, pageSize } from '../../params';
import { request } from '../../request';

export type PointMovementPage = CallAnswer<typeof pointMovements>;

/** One page of the member's point movements, newest first. */
export function getPointMovements(params: { pageNo?: number; pageSize?: number; language?: string } = {}, callOptions?: CallOptions): Promise<PointMovementPage> {
  return request(pointMovements, { pageNo: params.pageNo ?? 1, pageSize: params.pageSize ?? 20, language: params.language || undefined }, callOptions);
}

export const mallPointMovementsEndpoint = defineEndpoint({
  name: 'mall.pointMovements',
  description: "The member's point movements (earned by valid bet or deposit, spent on redemptions, adjusted), newest first, paged.",
  call: pointMovements,
  params: z.strictObject({ pageNo, pageSize: pageSize(50) }),
  paged: PAGED('list'),
  run: (p, env) => getPointMovements({ ...p, language: env.language }, { signal: env.signal }),
});
