import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint, PAGED } from '../../endpoint';
import { pageNo, pageSize } from '../../params';

export const pointMovementPageSchema = z.object({
  list: z.array(
    z.object({
      id: z.number().check(z.int()),
      kind: z.string(),
      points: z.number().check(z.int()),
      basis: z.nullable(z.number()),
      itemName: z.nullable(z.string()),
      note: z.string(),
      createdAt: z.number(),
    }),
  ),
  pageNum: z.number().check(z.int()),
  pageSize: z.number().check(z.int()),
  totalCount: z.number().check(z.int()),
  totalPages: z.number().check(z.int()),
});
export type PointMovementPage = z.infer<typeof pointMovementPageSchema>;

/** GET /wps/points/movements: one page of the member's point movements, newest first. */
export function getPointMovements(params: { pageNo?: number; pageSize?: number; language?: string } = {}, callOptions?: CallOptions): Promise<PointMovementPage> {
  const query = { pageNo: params.pageNo ?? 1, pageSize: params.pageSize ?? 20, ...(params.language ? { language: params.language } : {}) };
  return call(pointMovementPageSchema, (signal) => api().options({ signal }).query(query).get('/wps/points/movements').json(), callOptions);
}

export const mallPointMovementsEndpoint = defineEndpoint({
  name: 'mall.pointMovements',
  description: "The member's point movements (earned by valid bet or deposit, spent on redemptions, adjusted), newest first, paged.",
  params: z.strictObject({ pageNo, pageSize: pageSize(50) }),
  paged: PAGED('list'),
  session: true,
  run: (p, env) => getPointMovements({ ...p, language: env.language }, { signal: env.signal }),
});
